import type {
  CiOrderDetail,
  CiOrderDocument,
  CiOrderItem,
  CiOrderPurchase,
} from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { orderDocumentsCte, orderLedgerLines } from './order-ledger.ts';
import { findOrderHead, type OrderCaller, orderActions } from './scope.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Released, unexpired cards at the site that nothing else has set aside, per item. */
async function items(db: Queryable, orderId: number, siteId: number | null) {
  const { rows } = await db.execute<Omit<CiOrderItem, 'cardsShipped'>>(sql`
    select i.id, p.id as "productId", p.ndc, p.product_name as "productName", p.pack_size as "countPerCard",
      src.id as "sourceProductId", src.ndc as "sourceNdc", src.product_name as "sourceName",
      src.pack_size as "sourcePackSize", i.cards_ordered as "cardsOrdered", i.cards_received as "cardsReceived",
      i.cards_rejected as "cardsRejected",
      coalesce((select sum(l.on_hand - l.allocated) from stock_lots l
        where l.inventory_site_id = ${siteId} and l.ndc_product_id = p.id and l.status = 'available'
          and (l.expiry_date is null or l.expiry_date >= ${today()}::date)), 0)::int / p.pack_size as "cardsAvailable"
    from ci_order_items i join ndc_products p on p.id = i.product_id
      join ndc_products src on src.id = p.repack_source_product_id
    where i.order_id = ${orderId}
    order by i.id`);
  return rows;
}

async function events(db: Queryable, orderId: number) {
  const { rows } = await db.execute<CiOrderDetail['events'][number]>(sql`
    select e.status, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
      trim(u.first_name || ' ' || u.last_name) as "userName", e.note
    from ci_order_events e join users u on u.id = e.user_id
    where e.order_id = ${orderId}
    order by e.id`);
  return rows;
}

async function purchases(db: Queryable, orderId: number): Promise<CiOrderPurchase[]> {
  const { rows } = await db.execute<CiOrderPurchase>(sql`
    select pu.id, pu.supplier_name as "supplierName", pu.invoice_number as "invoiceNumber",
      pu.purchase_order_id as "purchaseOrderId", po.po_number as "purchaseOrderNumber",
      coalesce((select json_agg(json_build_object('productId', p.id, 'ndc', p.ndc, 'productName', p.product_name,
          'packSize', p.pack_size, 'bottlesOrdered', pl.bottles_ordered, 'bottlesInvoiced', pl.bottles_invoiced)
          order by pl.id)
        from ci_order_purchase_lines pl join ndc_products p on p.id = pl.product_id
        where pl.purchase_id = pu.id), '[]'::json) as lines
    from ci_order_purchases pu left join purchase_orders po on po.id = pu.purchase_order_id
    where pu.order_id = ${orderId}
    order by pu.id`);
  return rows;
}

/** The order's receipts, returns and shipments as the ledger holds them, oldest first. */
async function documents(db: Queryable, orderId: number): Promise<CiOrderDocument[]> {
  const { rows } = await db.execute<CiOrderDocument>(sql`
    with ${orderDocumentsCte(orderId)}
    select d.id as "documentId",
      case od.kind when 'adjustment' then 'return' else od.kind end as kind,
      to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "occurredAt",
      coalesce(d.reference, '') as reference,
      (select json_agg(json_build_object('lotId', l.id, 'lotNumber', l.lot_number, 'ndc', p.ndc,
          'productName', p.product_name, 'expiryDate', to_char(l.expiry_date, 'YYYY-MM-DD'), 'units', m.quantity,
          'packSize', p.pack_size) order by m.id)
        from stock_movements m join stock_lots l on l.id = m.lot_id join ndc_products p on p.id = l.ndc_product_id
        where m.document_id = d.id) as lines
    from order_documents od join stock_documents d on d.id = od.id
    where od.kind in ('receipt', 'adjustment', 'shipment')
    order by d.id`);
  return rows;
}

async function jobs(db: Queryable, orderId: number) {
  const { rows } = await db.execute<CiOrderDetail['jobs'][number]>(sql`
    select j.id, 'Repack Job #' || j.id as "jobNumber", j.status, p.product_name as "productName",
      j.planned_cards as "cardsPlanned", j.actual_cards as "cardsMade"
    from repack_jobs j join ndc_products p on p.id = j.output_product_id
    where j.ci_order_id = ${orderId}
    order by j.id`);
  return rows;
}

/** GET …/GetOrder: the order whole, for either side, with what the caller may do now. */
export async function getCiOrder(
  db: Queryable,
  caller: OrderCaller,
  orderId: number,
): Promise<CiOrderDetail> {
  const head = await findOrderHead(db, caller.scope, orderId);
  const [itemRows, eventRows, purchaseRows, documentRows, jobRows, lines] = await Promise.all([
    items(db, orderId, head.supplyingSiteId),
    events(db, orderId),
    purchases(db, orderId),
    documents(db, orderId),
    jobs(db, orderId),
    orderLedgerLines(db, orderId),
  ]);
  const shipped = new Map(
    lines.map((line) => [line.itemId, Math.floor(line.unitsShipped / line.countPerCard)]),
  );
  return {
    id: head.id,
    orderNumber: head.orderNumber,
    facilityId: head.facilityId,
    facilityName: head.facilityName,
    supplyingSiteId: head.supplyingSiteId,
    supplyingSiteName: head.supplyingSiteName,
    status: head.status,
    orderDate: head.orderDate,
    note: head.note,
    items: itemRows.map((item) => ({ ...item, cardsShipped: shipped.get(item.id) ?? 0 })),
    events: eventRows,
    purchases: purchaseRows,
    documents: documentRows,
    jobs: jobRows,
    lines: lines.map(
      ({ productId: _p, itemName: _n, sourceProductId: _s, unitsShipped: _u, ...line }) => line,
    ),
    actions: orderActions(head.status, head.sides, caller),
  };
}
