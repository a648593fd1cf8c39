import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const poKey = (poId: number) => ['budget-pos', 'po', poId] as const;

export function getPo(poId: number, signal?: AbortSignal): Promise<PurchaseOrder> {
  return apiGet<PurchaseOrder>('api/BA/GetPo', { query: { id: poId }, signal });
}
