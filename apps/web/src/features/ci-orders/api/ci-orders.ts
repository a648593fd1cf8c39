import {
  type CiOrderCountyReceipt,
  type CiOrderDetail,
  type CiOrderDraftSave,
  type CiOrderOptions,
  type CiOrderPurchaseSave,
  type CiOrderReceive,
  type CiOrderReturn,
  type CiOrderRow,
  type CiOrderShip,
  type CiOrderStatus,
  type CiShortOverResponse,
  ciOrderMessages as m,
  ciOrderPaths as paths,
} from '@homer/contracts/ci-orders';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** The list's filter; '' = every status. */
export type CiOrderFilters = { status: '' | CiOrderStatus };

export const ciOrderListKey = ['ci-orders', 'list'] as const;
export const ciOrderKey = (id: number) => ['ci-orders', 'one', id] as const;

/** GET …/GetList (keyset-paged, searched by order number, filtered by status). */
export function getCiOrderList(
  { page, pageSize, sortOrder, search, after, before, status }: ListPageParams<CiOrderFilters>,
  signal: AbortSignal,
): Promise<Paged<CiOrderRow>> {
  return apiGet(paths.list, {
    query: { page, pageSize, sortOrder, search, after, before, status: status || undefined },
    signal,
  });
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
      if (!envelope.value) throw new Error(envelope.message ?? m.notFound);
      return envelope.value;
    },
    retry: false,
  });
}

/** Every command answers with the order as it now is (value) and the server's message. */
export type OrderAnswer = Promise<Envelope<CiOrderDetail, null>>;
/**
 * Refusals the step's form or the page tells itself: a rule (400), the wrong side or role (403), a conflict
 * such as an invoice number already used (409).
 */
const told = [400, 403, 409] as const;
const command = (path: string, body: object): OrderAnswer => apiPost(path, { body, skipErrorHandling: told });

export const saveCiOrderDraft = (body: CiOrderDraftSave) => command(paths.saveDraft, body);
export const submitCiOrder = (id: number) => command(paths.submit, { id });
export const approveCiOrder = (id: number) => command(paths.approve, { id });
export const cancelCiOrder = (body: { id: number; reason: string }) => command(paths.cancel, body);
export const closeCiOrder = (id: number) => command(paths.close, { id });
export const saveCiOrderPurchase = (body: CiOrderPurchaseSave) => command(paths.savePurchase, body);
export const receiveCiOrder = (body: CiOrderReceive) => command(paths.receive, body);
export const returnCiOrderStock = (body: CiOrderReturn) => command(paths.returnStock, body);
export const shipCiOrder = (body: CiOrderShip) => command(paths.ship, body);
export const confirmCiOrderReceipt = (body: CiOrderCountyReceipt) => command(paths.countyReceipt, body);

/** POST …/GetShortOverCode: the signed code the printable report opens with. */
export function getShortOverCode(orderId: number): Promise<Envelope<string, null>> {
  return apiPost(paths.shortOverCode, { body: { orderId } });
}

/** POST …/GetInvoiceCode: the signed code the invoice PDF page opens with (a shipped order only). */
export function getInvoiceCode(orderId: number): Promise<Envelope<string, null>> {
  return apiPost(paths.invoiceCode, { body: { orderId } });
}

/** GET api/PublicCiShortOver/GetCiShortageOverageListPrintable. The page tells a refused code itself. */
export function getShortOverPrintable(code: string, signal: AbortSignal): Promise<CiShortOverResponse> {
  return apiGet(paths.shortOverPrintable, { query: { code }, signal, skipErrorHandling: true });
}

/** GET api/PublicCiInvoice/GetInvoicePdf: the PDF's bytes. The page tells a refused code itself. */
export function getInvoicePdf(code: string, signal: AbortSignal): Promise<Blob> {
  return apiGet(paths.invoicePdf, { query: { code }, signal, asBlob: true, skipErrorHandling: true });
}
