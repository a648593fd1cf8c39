import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';

export type ItemProduct = {
  itemId: number;
  shipmentId: number;
  rxNumber: string;
  ndc: string;
  quantity: number;
  /** The formulary product of the item's NDC (digits compared, hyphens ignored), or null. */
  productId: number | null;
  dispensingUnit: string | null;
  packSize: number | null;
  daysSupply: number | null;
};

/** The items of some shipments (or some items) with their formulary product and the prescription's days supply. */
export async function itemProducts(
  db: Queryable,
  where: { shipmentId: number } | { itemIds: readonly number[] },
): Promise<ItemProduct[]> {
  const filter =
    'shipmentId' in where
      ? sql`i.shipment_id = ${where.shipmentId}`
      : sql`i.id = any(${idArray(where.itemIds)})`;
  const { rows } = await db.execute<ItemProduct>(sql`
    select i.id as "itemId", i.shipment_id as "shipmentId", i.rx_number as "rxNumber", i.ndc, i.quantity, p.id as "productId",
      p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize", rx.days_supply as "daysSupply"
    from refill_shipment_items i
    join prescriptions rx on rx.id = i.prescription_id
    left join ndc_products p on p.ndc_digits = replace(i.ndc, '-', '')
    where ${filter}
    order by i.id`);
  return rows;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The day the patient's supply runs out if filled today, when the prescription says how long a fill lasts. */
export function neededUntil(daysSupply: number | null, today = todayIso()): string | null {
  if (daysSupply === null) return null;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysSupply);
  return day.toISOString().slice(0, 10);
}
