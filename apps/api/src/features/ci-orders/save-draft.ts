import { type CiOrderDraftSave, ciOrderNumberOf, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { inScope } from '../../platform/auth/facility-scope.ts';
import { recordOrderCreated } from '../../platform/county-orders/order-status.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findOrderHead, type OrderCaller, requireAction } from './scope.ts';

async function checkFacilityAndSite(tx: Tx, caller: OrderCaller, form: CiOrderDraftSave): Promise<void> {
  const { rows } = await tx.execute<{ facilityActive: boolean | null; siteFacilityId: number | null }>(sql`
    select (select is_active from facilities where id = ${form.facilityId}) as "facilityActive",
      (select facility_id from inventory_sites where id = ${form.supplyingSiteId} and is_active) as "siteFacilityId"`);
  const row = rows[0];
  if (!row?.facilityActive || !inScope(caller.scope, form.facilityId))
    throw new HttpError(400, m.facilityNotYours);
  if (row.siteFacilityId === null) throw new HttpError(400, m.siteNotFound);
  if (row.siteFacilityId === form.facilityId) throw new HttpError(400, m.siteOwnFacility);
}

/** Each item must be an active unit-dose product made from a bulk one, and no two from the same bulk product. */
async function checkItems(tx: Tx, form: CiOrderDraftSave): Promise<void> {
  const ids = form.items.map((item) => item.productId);
  const { rows } = await tx.execute<{ id: number; sourceId: number; sourceName: string }>(sql`
    select p.id, src.id as "sourceId", src.product_name || ' (' || src.ndc || ')' as "sourceName"
    from ndc_products p join ndc_products src on src.id = p.repack_source_product_id
    where p.id = any(${idArray(ids)}) and p.is_active`);
  if (rows.length !== ids.length) throw new HttpError(400, m.productNotUnitDose);
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.sourceId)) throw new HttpError(400, m.sameSourceTwice(row.sourceName));
    seen.add(row.sourceId);
  }
}

/**
 * POST …/SaveDraft: the county's draft with its items; id 0 creates it, numbered CO + its id. Saving replaces
 * the items whole, as the form shows them.
 */
export async function saveDraft(db: Db, caller: OrderCaller, form: CiOrderDraftSave): Promise<number> {
  return withTx(db, caller, async (tx) => {
    let orderId = form.id;
    if (orderId !== 0) {
      const order = await findOrderHead(tx, caller.scope, orderId, true);
      requireAction(order, caller, 'edit', 'changed');
    }
    await checkFacilityAndSite(tx, caller, form);
    await checkItems(tx, form);
    if (orderId === 0) {
      // The number is of the row's own id, so the id is taken first.
      const { rows } = await tx.execute<{ id: number }>(sql`select nextval('ci_orders_id_seq')::int as id`);
      orderId = (rows[0] as { id: number }).id;
      await tx.execute(sql`
        insert into ci_orders (id, order_number, facility_id, supplying_site_id, order_date, status, note)
        values (${orderId}, ${ciOrderNumberOf(orderId)}, ${form.facilityId}, ${form.supplyingSiteId},
          (now() at time zone 'UTC')::date, 'Draft', ${form.note})`);
      await recordOrderCreated(tx, orderId, caller.userId);
    } else {
      await tx.execute(sql`
        update ci_orders set facility_id = ${form.facilityId}, supplying_site_id = ${form.supplyingSiteId},
          note = ${form.note}, updated_at = now()
        where id = ${orderId}`);
      await tx.execute(sql`delete from ci_order_items where order_id = ${orderId}`);
    }
    await tx.execute(sql`
      insert into ci_order_items (order_id, product_id, cards_ordered)
      select ${orderId}, product_id, cards
      from unnest(${idArray(form.items.map((i) => i.productId))}, ${idArray(form.items.map((i) => i.cardsOrdered))})
        as t(product_id, cards)`);
    return orderId;
  });
}
