import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import {
  stockCountPaths as paths,
  type StockCount,
  type StockCountAddLine,
  type StockCountRow,
  type StockCountStart,
  type StockCountStatus,
  stockCountMessages,
} from '@homer/contracts/stock-counts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = every status. */
export type StockCountFilters = { status: '' | StockCountStatus; siteId: string };

export const stockCountListKey = ['stock-counts', 'list'] as const;
export const stockCountKey = (id: number) => ['stock-counts', 'one', id] as const;

export function getStockCountList(
  params: ListPageParams<StockCountFilters>,
  signal: AbortSignal,
): Promise<Paged<StockCountRow>> {
  const { page, pageSize, sortOrder, after, before, status, siteId } = params;
  return apiGet(paths.list, {
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

/** GET …/GetStockCount. A missing count is told on the page (404), not by a toast. */
export function stockCountQuery(id: number) {
  return queryOptions({
    queryKey: stockCountKey(id),
    queryFn: async ({ signal }): Promise<StockCount> => {
      const envelope = await apiGet<Envelope<StockCount, null>>(paths.count, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? stockCountMessages.notFound);
      return envelope.value;
    },
  });
}

export const countSitesQuery = queryOptions({
  queryKey: ['stock-counts', 'sites'],
  queryFn: ({ signal }) => apiGet<Option[]>(paths.sites, { signal }),
  staleTime: 60_000,
});

export const countProductsQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['stock-counts', 'products', siteId],
    queryFn: ({ signal }) => apiGet<Option[]>(paths.products, { query: { siteId }, signal }),
    enabled: siteId > 0,
  });

type CountChange = Promise<Envelope<null, StockCount>>;
// Refusals (400) and a count gone meanwhile (404) are told on the page, beside what was tried.
const told = [400, 404] as const;
const command = (path: string, body: object): CountChange => apiPost(path, { body, skipErrorHandling: told });

export const startStockCount = (body: StockCountStart) => command(paths.start, body);
export const enterStockCount = (countId: number, lineId: number, quantity: number) =>
  command(paths.enter, { countId, lineId, quantity });
export const addStockCountLine = (body: StockCountAddLine) => command(paths.addLine, body);
export const submitStockCount = (countId: number) => command(paths.submit, { countId });
export const verifyStockCount = (countId: number) => command(paths.verify, { countId });
export const cancelStockCount = (countId: number) => command(paths.cancel, { countId });
