import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import type { PoForm, PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function savePo(form: PoForm): Promise<Envelope<OverCommitValue | null, PurchaseOrder>> {
  return apiPost('api/BA/SavePo', { body: form });
}
