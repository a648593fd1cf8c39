import { type CiOrderLine, ciLineFigures } from '@homer/contracts/ci-orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/** The demand the order's receipts, returns and shipments carry on the ledger. */
export const orderDemand = (orderId: number) => ({ kind: 'ci_order', id: orderId });

/**
 * The order's ledger documents with the kind each counts as: those posted for the order, and the reversals of
 * those (a reversal names the document it undoes, not the demand), so a reversed receipt counts for nothing.
 */
export function orderDocumentsCte(orderId: number): SQL {
  return sql`order_documents as (
    select d.id, d.kind from stock_documents d where d.demand_kind = 'ci_order' and d.demand_id = ${orderId}
    union all
    select r.id, d.kind from stock_documents d join stock_documents r on r.reverses_document_id = d.id
    where d.demand_kind = 'ci_order' and d.demand_id = ${orderId})`;
}

type LedgerLine = Omit<
  CiOrderLine,
  'productInvoiced' | 'productRemaining' | 'productDifference' | 'isShortOver'
> & {
  productId: number;
  /** The unit-dose product's own name (productName is the bulk product's, as the report shows it). */
  itemName: string;
  sourceProductId: number;
  unitsShipped: number;
};

/**
 * One short/over line per item (spec §3): the bulk product it is made from, with what the purchases say was
 * ordered and invoiced, and what the ledger says was received, repacked (units taken by the order's repack
 * documents, waste and samples included), made into cards and returned. No figure is typed by anyone.
 */
export async function orderLedgerLines(
  db: Queryable,
  orderId: number,
): Promise<(CiOrderLine & LedgerLine)[]> {
  const { rows } = await db.execute<
    Omit<LedgerLine, 'bottlesReceived' | 'repackedCards'> & { unitsReceived: number; unitsMade: number }
  >(sql`
    with ${orderDocumentsCte(orderId)},
    moved as (
      select od.kind, l.ndc_product_id as product_id, sum(m.quantity)::int as units
      from order_documents od join stock_movements m on m.document_id = od.id join stock_lots l on l.id = m.lot_id
      group by 1, 2),
    repacked as (
      select l.ndc_product_id as product_id, sum(greatest(-m.quantity, 0))::int as taken,
        sum(greatest(m.quantity, 0))::int as made
      from repack_jobs j join stock_movements m on m.document_id = j.document_id
        join stock_lots l on l.id = m.lot_id
      where j.ci_order_id = ${orderId}
      group by 1),
    bought as (
      select pl.product_id, string_agg(distinct pu.invoice_number, ', ' order by pu.invoice_number) as invoices,
        sum(pl.bottles_ordered)::int as ordered, sum(pl.bottles_invoiced)::int as invoiced
      from ci_order_purchases pu join ci_order_purchase_lines pl on pl.purchase_id = pu.id
      where pu.order_id = ${orderId}
      group by 1)
    select i.id as "itemId", p.id as "productId", p.product_name as "itemName", src.id as "sourceProductId",
      coalesce(b.invoices, '') as "invoiceNumber", src.ndc, src.product_name as "productName",
      src.pack_size as size, p.pack_size as "countPerCard",
      coalesce(b.ordered, 0) as "bottlesOrdered", coalesce(b.invoiced, 0) as "bottlesInvoiced",
      coalesce((select units from moved where kind = 'receipt' and product_id = src.id), 0) as "unitsReceived",
      coalesce((select taken from repacked where product_id = src.id), 0) as "productRepacked",
      coalesce((select made from repacked where product_id = p.id), 0) as "unitsMade",
      coalesce(-(select units from moved where kind = 'adjustment' and product_id = src.id), 0) as "productReturned",
      coalesce(-(select units from moved where kind = 'shipment' and product_id = p.id), 0) as "unitsShipped",
      i.cards_ordered as "cardsOrdered"
    from ci_order_items i join ndc_products p on p.id = i.product_id
      join ndc_products src on src.id = p.repack_source_product_id
      left join bought b on b.product_id = src.id
    where i.order_id = ${orderId}
    order by i.id`);
  return rows.map(({ unitsReceived, unitsMade, ...row }) => {
    const line = {
      ...row,
      bottlesReceived: Math.floor(unitsReceived / row.size),
      repackedCards: Math.floor(unitsMade / row.countPerCard),
    };
    return { ...line, ...ciLineFigures(line) };
  });
}
