import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';

export type DemandAllocation = {
  demandId: number;
  lotId: number;
  lotNumber: string;
  /** YYYY-MM-DD or null. */
  expiryDate: string | null;
  /** The lot's status now, 'expired' once its date has passed: a held or recalled lot must be changed. */
  status: string;
  quantity: number;
};

/** The units set aside for some demands of one kind, by lot, earliest expiry first. */
export async function demandAllocations(
  db: Queryable,
  demandKind: string,
  demandIds: readonly number[],
  today: string,
): Promise<DemandAllocation[]> {
  if (demandIds.length === 0) return [];
  const { rows } = await db.execute<DemandAllocation>(sql`
    select a.demand_id as "demandId", l.id as "lotId", l.lot_number as "lotNumber",
      to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
      case when l.status = 'available' and l.expiry_date < ${today}::date then 'expired' else l.status end as status,
      a.quantity
    from stock_allocations a join stock_lots l on l.id = a.lot_id
    where a.demand_kind = ${demandKind} and a.demand_id = any(${idArray(demandIds)})
    order by a.demand_id, l.expiry_date nulls last, l.id`);
  return rows;
}
