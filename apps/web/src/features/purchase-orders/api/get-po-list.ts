import type { PoListRequest, PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** Prefix of every PO list query of a budget; invalidate it after a change. */
export const poListKey = (budgetId: number) => ['budget-pos', 'list', budgetId] as const;

export function getPoList(request: PoListRequest, signal?: AbortSignal): Promise<PurchaseOrder[]> {
  return apiGet<PurchaseOrder[]>('api/BA/GetPoList', { query: request, signal });
}
