import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  stockReasonPaths as paths,
  type StockReasonAdd,
  type StockReasonRename,
  type StockReasonRow,
  type StockReasonSetActive,
} from '@homer/contracts/stock-reasons';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export const stockReasonListKey = ['stock-reasons', 'list'] as const;

export function getStockReasonList(params: ListPageParams, signal: AbortSignal) {
  const { page, pageSize, sortOrder, search } = params;
  return apiGet<Paged<StockReasonRow>>(paths.list, { query: { page, pageSize, sortOrder, search }, signal });
}

type ReasonChange = Promise<Envelope<null, StockReasonRow>>;
// Refusals of the input (400) and reasons gone meanwhile (404) are told beside the form.
const told = [400, 404] as const;

export const addStockReason = (body: StockReasonAdd): ReasonChange =>
  apiPost(paths.add, { body, skipErrorHandling: told });
export const renameStockReason = (body: StockReasonRename): ReasonChange =>
  apiPost(paths.rename, { body, skipErrorHandling: told });
export const setStockReasonActive = (body: StockReasonSetActive): ReasonChange =>
  apiPost(paths.setActive, { body, skipErrorHandling: told });
