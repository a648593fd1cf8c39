import type { Envelope } from '@homer/contracts/envelope';
import type { HomeDeliveryModel, HomeDeliveryVerifyRequest } from '@homer/contracts/home-delivery';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** Checks each Rx number with the pharmacy; stores nothing. A refused form (400) is shown by the page. */
export function verifyHomeDeliveryRefill(
  body: HomeDeliveryVerifyRequest,
): Promise<Envelope<null, HomeDeliveryModel>> {
  return apiPost('api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill', {
    body,
    skipErrorHandling: [400, 429],
  });
}
