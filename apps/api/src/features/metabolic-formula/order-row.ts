import { sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import { mfOrders } from '../../db/schema/metabolic-formula.ts';
import { patients } from '../../db/schema/pharmacy.ts';

const o = mfOrders;

/**
 * The columns of an order row (the queue, a patient's orders), selected from mf_orders joined to patients; the
 * order number is added from the id (mfOrderNumber). Units are summed for the rows read only.
 */
export const orderRowColumns = {
  orderId: o.id,
  patientId: o.patientId,
  patientName: sql<string>`${patients.lastName} || ', ' || ${patients.firstName}`,
  period: sql<string>`to_char(${o.periodStart}, 'YYYY-MM')`,
  months: o.months,
  status: o.status,
  shipBy: o.shipBy,
  units: sql<number>`(select coalesce(sum(l.quantity), 0)::int from mf_order_lines l where l.order_id = ${o.id})`,
  createdAt: isoText(o.createdAt),
};
