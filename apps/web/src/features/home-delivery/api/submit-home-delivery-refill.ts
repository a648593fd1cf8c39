import type { Envelope } from '@homer/contracts/envelope';
import type { HomeDeliveryModel, HomeDeliverySubmitRequest } from '@homer/contracts/home-delivery';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** Stores the verified refill request; `value` is its id. */
export function submitHomeDeliveryRefill(
  body: HomeDeliverySubmitRequest,
): Promise<Envelope<number, HomeDeliveryModel>> {
  return apiPost('api/PublicHomeDelivery/SubmitHomeDeliveryRefill', { body, skipErrorHandling: [400, 429] });
}
