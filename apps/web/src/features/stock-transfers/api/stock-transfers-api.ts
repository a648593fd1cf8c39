import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import { stockReceiptPaths } from '@homer/contracts/stock-receipts';
import {
  stockTransferPaths as paths,
  type StockSiteLot,
  type StockTransfer,
  type StockTransferForm,
  type StockTransferReceive,
  type StockTransferRow,
  stockTransferMessages,
} from '@homer/contracts/stock-transfers';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = every status / every site (the filters' "all"). */
export type TransferFilters = { status: string; siteId: string };

export const transferListKey = ['stock-transfers', 'list'] as const;
export const transferKey = (id: number) => ['stock-transfers', 'one', id] as const;

export function getTransferList(params: ListPageParams<TransferFilters>, signal: AbortSignal) {
  const { page, pageSize, sortOrder, after, before, status, siteId } = params;
  return apiGet<Paged<StockTransferRow>>(paths.list, {
    query: {
      page,
      pageSize,
      sortOrder,
      after,
      before,
      status: status || undefined,
      siteId: siteId || undefined,
    },
    signal,
  });
}

/** Active inventory sites (the receiving feature's list of them, shared through the contracts). */
export const transferSitesQuery = queryOptions({
  queryKey: ['stock-transfers', 'sites'],
  queryFn: ({ signal }) => apiGet<Option[]>(stockReceiptPaths.sites, { signal }),
  staleTime: 60_000,
});

export function transferQuery(id: number) {
  return queryOptions({
    queryKey: transferKey(id),
    queryFn: async ({ signal }): Promise<StockTransfer> => {
      const envelope = await apiGet<Envelope<null, StockTransfer>>(paths.transfer, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.model) throw new Error(envelope.message ?? stockTransferMessages.notFound);
      return envelope.model;
    },
  });
}

export const siteLotsQuery = (siteId: number, search: string) =>
  queryOptions({
    queryKey: ['stock-transfers', 'lots', siteId, search],
    queryFn: ({ signal }) => apiGet<StockSiteLot[]>(paths.lots, { query: { siteId, search }, signal }),
    enabled: siteId > 0,
  });

type TransferChange = Promise<Envelope<null, StockTransfer>>;
// Refusals of the input (400) and transfers gone meanwhile (404) are told beside the form.
const told = [400, 404] as const;

export const saveTransfer = (body: StockTransferForm): TransferChange =>
  apiPost(paths.save, { body, skipErrorHandling: told });
export const dispatchTransfer = (id: number): TransferChange =>
  apiPost(paths.dispatch, { body: { id }, skipErrorHandling: told });
export const receiveTransfer = (body: StockTransferReceive): TransferChange =>
  apiPost(paths.receive, { body, skipErrorHandling: told });
export const cancelTransfer = (id: number): TransferChange =>
  apiPost(paths.cancel, { body: { id }, skipErrorHandling: told });
