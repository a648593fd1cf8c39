import { type MfOrder, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mfOrderNumber } from './order-number.ts';

type Head = Omit<MfOrder, 'orderNumber' | 'lines' | 'documentId'>;
type Line = Omit<MfOrder['lines'][number], 'lots'>;
type ShippedLot = MfOrder['lines'][number]['lots'][number] & { productId: number; documentId: number };

const userName = (column: string) =>
  sql.raw(`(select u.first_name || ' ' || u.last_name from users u where u.id = o.${column})`);
const instant = (column: string) =>
  sql.raw(`to_char(o.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * GET …/GetOrder/{id}: the order, each line with the lots it shipped from as the ledger has them (the shipment
 * document of the order's demand), so what a patient received is read from stock, not from a copy.
 */
export async function getMfOrder(db: Queryable, orderId: number): Promise<MfOrder> {
  const [head, lines, lots] = await Promise.all([
    db.execute<Head>(sql`
      select o.id as "orderId", o.patient_id as "patientId", p.last_name || ', ' || p.first_name as "patientName",
        to_char(p.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", to_char(o.period_start, 'YYYY-MM') as period,
        o.months, o.status, to_char(o.ship_by, 'YYYY-MM-DD') as "shipBy", o.shipping_method as "shippingMethod",
        o.ship_to as "shipTo", o.inventory_site_id as "inventorySiteId", s.name as "inventorySiteName",
        ${userName('created_by')} as "createdBy", ${instant('created_at')} as "createdAt",
        ${userName('shipped_by')} as "shippedBy", ${instant('shipped_at')} as "shippedAt",
        ${userName('cancelled_by')} as "cancelledBy", ${instant('cancelled_at')} as "cancelledAt",
        o.cancel_reason as "cancelReason"
      from mf_orders o join patients p on p.id = o.patient_id join inventory_sites s on s.id = o.inventory_site_id
      where o.id = ${orderId}`),
    db.execute<Line>(sql`
      select p.id as "productId", p.product_name as "productName", p.ndc, p.dispensing_unit as "dispensingUnit",
        l.quantity
      from mf_order_lines l join ndc_products p on p.id = l.ndc_product_id
      where l.order_id = ${orderId}
      order by l.id`),
    db.execute<ShippedLot>(sql`
      select d.id as "documentId", lot.ndc_product_id as "productId", lot.id as "lotId",
        lot.lot_number as "lotNumber", to_char(lot.expiry_date, 'YYYY-MM-DD') as "expiryDate",
        (-mv.quantity)::int as quantity
      from stock_documents d
        join stock_movements mv on mv.document_id = d.id
        join stock_lots lot on lot.id = mv.lot_id
      where d.demand_kind = 'mf_order' and d.demand_id = ${orderId} and d.kind = 'shipment'
      order by lot.expiry_date nulls last, lot.id`),
  ]);
  const order = head.rows[0];
  if (!order) throw new HttpError(404, m.orderNotFound);
  return {
    ...order,
    orderNumber: mfOrderNumber(order.orderId),
    documentId: lots.rows[0]?.documentId ?? null,
    lines: lines.rows.map((line) => ({
      ...line,
      lots: lots.rows
        .filter((lot) => lot.productId === line.productId)
        .map(({ lotId, lotNumber, expiryDate, quantity }) => ({ lotId, lotNumber, expiryDate, quantity })),
    })),
  };
}
