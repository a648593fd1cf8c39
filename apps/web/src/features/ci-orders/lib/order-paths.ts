/** Addresses of the CI order pages and of the pages they link to. */
export const ciOrderListPath = '/ci-repack/orders/list';
export const ciOrderPath = (id: number) => `/ci-repack/orders/edit/${id}`;
export const repackJobPath = (id: number) => `/ci-repack/jobs/edit/${id}`;

/**
 * A new repack job for one item of the order, at the supplying pharmacy's site, for the cards not yet made: the job
 * form starts from these.
 */
export function newRepackJobPath(
  orderId: number,
  productId: number,
  siteId: number | null,
  cards = 0,
): string {
  const query = new URLSearchParams({ ciOrderId: String(orderId), productId: String(productId) });
  if (siteId !== null) query.set('siteId', String(siteId));
  if (cards > 0) query.set('cards', String(cards));
  return `${repackJobPath(0)}?${query.toString()}`;
}

/** The printable short/over report (decision 061), opened by its signed code. */
export const shortOverReportPath = (code: string) => `/ci-short-over?code=${encodeURIComponent(code)}`;

/** The county invoice's page, opened by its signed code; the order number names the saved file. */
export const invoicePagePath = (code: string, orderNumber: string) =>
  `/public/invoice/pdf/${encodeURIComponent(code)}?order=${encodeURIComponent(orderNumber)}`;

/** The file the invoice is saved as: the order number when the page knows it, else the code. */
export function invoiceFileName(orderNumber: string | null, code: string): string {
  const name = (orderNumber?.trim() || code).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `county-invoice-${name || 'order'}.pdf`;
}
