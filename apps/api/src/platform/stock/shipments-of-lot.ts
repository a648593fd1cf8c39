import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

export type LotShipment = {
  documentId: number;
  /** ISO timestamp. */
  occurredAt: string;
  demandKind: string | null;
  demandId: number | null;
  /** Units of the lot that left in the shipment. */
  quantity: number;
};

/**
 * Where a lot's units were shipped: each shipment document with the demand it filled (a refill item, a county
 * order…). No patient data: the caller joins the demand to whom it was for, under its own access rules.
 */
export async function shipmentsOfLot(db: Queryable, lotId: number): Promise<LotShipment[]> {
  const { rows } = await db.execute<LotShipment>(sql`
    select d.id as "documentId", to_char(m.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredAt",
      d.demand_kind as "demandKind", d.demand_id as "demandId", (-sum(m.quantity))::int as quantity
    from stock_movements m join stock_documents d on d.id = m.document_id
    where m.lot_id = ${lotId} and d.kind = 'shipment'
    group by d.id, m.occurred_at
    order by m.occurred_at, d.id`);
  return rows;
}
