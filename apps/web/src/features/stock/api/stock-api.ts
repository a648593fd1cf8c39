import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  stockPaths as paths,
  type StockAdjust,
  type StockLedgerPage,
  type StockLot,
  type StockLotRow,
  type StockReasonOption,
  type StockReverse,
  type StockRow,
  type StockStatusChange,
  stockMessages,
} from '@homer/contracts/stock';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = no filter (the select's "all"). */
export type StockFilters = { siteId: string; status: string; expiring: string };

/** Everything under this prefix changes when stock moves: the list, a row's lots, a lot and its ledger. */
export const stockKey = ['stock'] as const;
export const stockListKey = [...stockKey, 'list'] as const;

export function getStockList(
  params: ListPageParams<StockFilters>,
  signal: AbortSignal,
): Promise<Paged<StockRow>> {
  const { page, pageSize, search, after, before, siteId, status, expiring } = params;
  return apiGet(paths.list, {
    query: {
      page,
      pageSize,
      search,
      after,
      before,
      siteId: siteId || undefined,
      status: status || undefined,
      expiring: expiring || undefined,
    },
    signal,
  });
}

/** A list row's lots, under the same filters as the row. */
export function rowLotsQuery(row: StockRow, filters: Partial<StockFilters> & { search?: string }) {
  const query = {
    siteId: row.siteId,
    productId: row.productId,
    search: filters.search || undefined,
    status: filters.status || undefined,
    expiring: filters.expiring || undefined,
  };
  return queryOptions({
    queryKey: [...stockKey, 'lots', query],
    queryFn: ({ signal }) => apiGet<StockLotRow[]>(paths.lots, { query, signal }),
  });
}

export const adjustmentReasonsQuery = queryOptions({
  queryKey: [...stockKey, 'reasons'],
  queryFn: ({ signal }) => apiGet<StockReasonOption[]>(paths.reasons, { signal }),
  staleTime: 60_000,
});

/** A missing lot is told on the page (404), not by a toast. */
export function stockLotQuery(id: number) {
  return queryOptions({
    queryKey: [...stockKey, 'lot', id],
    queryFn: async ({ signal }): Promise<StockLot> => {
      const envelope = await apiGet<Envelope<StockLot, null>>(paths.lot, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? stockMessages.lotNotFound);
      return envelope.value;
    },
  });
}

export const ledgerPageSize = 25;

/** The lot's ledger, newest first, one keyset page after another ("Show older lines"). */
export function stockLedgerQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: [...stockKey, 'ledger', id],
    queryFn: ({ signal, pageParam }) =>
      apiGet<StockLedgerPage>(paths.ledger, {
        query: { id, pageSize: ledgerPageSize, after: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
  });
}

type Action = Promise<Envelope<number, null>>;
// Refusals (400) and records gone meanwhile (404) are told in the modal.
const told = [400, 404] as const;

export const adjustLot = (body: StockAdjust): Action =>
  apiPost(paths.adjust, { body, skipErrorHandling: told });
export const setLotStatus = (body: StockStatusChange): Action =>
  apiPost(paths.setStatus, { body, skipErrorHandling: told });
export const reverseDocument = (body: StockReverse): Action =>
  apiPost(paths.reverse, { body, skipErrorHandling: told });

/** GET …/GetExportLink: the Excel download of the list with the filters on screen. */
export function getStockExportLink(params: ListPageParams<StockFilters>): Promise<Envelope<string, null>> {
  const { search, siteId, status, expiring } = params;
  return apiGet(paths.exportLink, {
    query: {
      search: search || undefined,
      siteId: siteId || undefined,
      status: status || undefined,
      expiring: expiring || undefined,
    },
  });
}
