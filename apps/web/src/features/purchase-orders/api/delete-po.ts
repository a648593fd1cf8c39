import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** The spec leaves the method open; the API serves POST, as for every call that changes state (decision 005). */
export function deletePo(poId: number): Promise<Envelope<null, null>> {
  return apiPost(`api/BA/PurchaseOrder/DeletePO/${poId}`);
}
