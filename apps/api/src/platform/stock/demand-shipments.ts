import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';

export type DemandShipmentLine = {
  demandId: number;
  documentId: number;
  lotId: number;
  lotNumber: string;
  expiryDate: string | null;
  /** Units of the lot that left for the demand. */
  quantity: number;
};

/** The lots that shipped to some demands of one kind: what each patient's refill was filled from. */
export async function demandShipments(
  db: Queryable,
  demandKind: string,
  demandIds: readonly number[],
): Promise<DemandShipmentLine[]> {
  if (demandIds.length === 0) return [];
  const { rows } = await db.execute<DemandShipmentLine>(sql`
    select d.demand_id as "demandId", d.id as "documentId", l.id as "lotId", l.lot_number as "lotNumber",
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", (-m.quantity)::int as quantity
    from stock_documents d
    join stock_movements m on m.document_id = d.id
    join stock_lots l on l.id = m.lot_id
    where d.demand_kind = ${demandKind} and d.demand_id = any(${idArray(demandIds)}) and d.kind = 'shipment'
    order by d.demand_id, l.expiry_date nulls last, l.id`);
  return rows;
}
