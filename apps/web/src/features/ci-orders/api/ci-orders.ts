import {
  type CiOrderDetail,
  type CiOrderLineSave,
  type CiOrderOptions,
  type CiOrderRow,
  type CiOrderSave,
  type CiShortOverResponse,
  ciOrderPaths as paths,
} from '@homer/contracts/ci-orders';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export const ciOrderListKey = ['ci-orders', 'list'] as const;
export const ciOrderKey = (id: number) => ['ci-orders', 'one', id] as const;

/** GET …/GetList (keyset-paged, searched by order number). */
export function getCiOrderList(
  params: ListPageParams<Record<string, never>>,
  signal: AbortSignal,
): Promise<Paged<CiOrderRow>> {
  const { page, pageSize, sortOrder, search, after, before } = params;
  return apiGet(paths.list, { query: { page, pageSize, sortOrder, search, after, before }, signal });
}

export const ciOrderOptionsQuery = queryOptions({
  queryKey: ['ci-orders', 'options'],
  queryFn: ({ signal }): Promise<CiOrderOptions> => apiGet(paths.options, { signal }),
  staleTime: 5 * 60_000,
});

/** GET …/GetOrder. A 404 is told on the page, not by a toast. */
export function ciOrderQuery(id: number) {
  return queryOptions({
    queryKey: ciOrderKey(id),
    queryFn: async ({ signal }): Promise<CiOrderDetail> => {
      const envelope = await apiGet<Envelope<CiOrderDetail, null>>(paths.order, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? 'The CI order could not be loaded.');
      return envelope.value;
    },
    retry: false,
  });
}

/** POST …/SaveOrder. A 400 or 409 (a rule the server checks) is shown by the form. */
export function saveCiOrder(body: CiOrderSave): Promise<Envelope<CiOrderDetail, null>> {
  return apiPost(paths.saveOrder, { body, skipErrorHandling: [400, 409] });
}

export function saveCiOrderLine(body: CiOrderLineSave): Promise<Envelope<CiOrderDetail, null>> {
  return apiPost(paths.saveLine, { body, skipErrorHandling: [400] });
}

export function deleteCiOrderLine(id: number): Promise<Envelope<CiOrderDetail, null>> {
  return apiPost(paths.deleteLine, { body: { id } });
}

/** POST …/GetShortOverCode: the signed code the printable report opens with. */
export function getShortOverCode(orderId: number): Promise<Envelope<string, null>> {
  return apiPost(paths.shortOverCode, { body: { orderId } });
}

/** GET api/PublicCiShortOver/GetCiShortageOverageListPrintable. The page tells a refused code itself. */
export function getShortOverPrintable(code: string, signal: AbortSignal): Promise<CiShortOverResponse> {
  return apiGet(paths.shortOverPrintable, { query: { code }, signal, skipErrorHandling: true });
}
