import { type RefillShipmentSummary, refillLimits } from '@homer/contracts/refills';
import { desc, eq, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { refillShipments } from '../../db/schema/refills.ts';

const s = refillShipments;
/** A shipment's item count. Written out: drizzle leaves the outer table's columns unqualified inside a subquery. */
export const rxCount = sql<number>`(select count(*)::int from refill_shipment_items rsi
  where rsi.shipment_id = refill_shipments.id)`;

/**
 * GET …/GetRecentRefillsByFacility/{facilityId}: the facility's newest shipments, one page of the widget
 * (page numbers from 1, as the widget asks; bounded by refillLimits.widgetMaxPage). `last` is the spec's
 * value: true when no page follows.
 */
export async function recentRefills(
  db: Queryable,
  facilityId: number,
  page: number,
): Promise<{ rows: RefillShipmentSummary[]; last: boolean }> {
  const size = refillLimits.widgetPageSize;
  const rows = await db
    .select({
      shipmentId: s.id,
      inventoryId: s.inventorySiteId,
      inventoryName: inventorySites.name,
      currentStep: s.currentStep,
      rxCount,
      dateCreated: isoText(s.createdAt),
    })
    .from(s)
    .innerJoin(inventorySites, eq(inventorySites.id, s.inventorySiteId))
    .where(eq(s.facilityId, facilityId))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { rows: rows.slice(0, size), last: rows.length <= size };
}
