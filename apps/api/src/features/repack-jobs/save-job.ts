import { repackJobMessages as m, type RepackJobSave } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { repackJobSources, repackJobs } from '../../db/schema/repack.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import type { FacilityScope } from '../../platform/auth/facility-scope.ts';
import { orderTakesRepackJob } from '../../platform/county-orders/order-status.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockJob } from './job-row.ts';
import { siteInScope } from './job-scope.ts';

type Product = {
  id: number;
  sourceId: number | null;
  countPerCard: number;
  unit: string;
  sourceUnit: string | null;
};

async function repackableProduct(tx: Tx, productId: number): Promise<Product & { sourceId: number }> {
  const { rows } = await tx.execute<Product>(sql`
    select p.id, p.repack_source_product_id as "sourceId", p.pack_size as "countPerCard",
      p.dispensing_unit as unit, s.dispensing_unit as "sourceUnit"
    from ndc_products p left join ndc_products s on s.id = p.repack_source_product_id
    where p.id = ${productId} and p.is_active`);
  const product = rows[0];
  if (!product || product.sourceId === null) throw new HttpError(400, m.productNotRepacked);
  if (product.sourceUnit !== product.unit)
    throw new HttpError(400, m.unitsDiffer(product.sourceUnit ?? '?', product.unit));
  return { ...product, sourceId: product.sourceId };
}

/**
 * The chosen lots, first expiry first: each of the site and source product, available, in date, with an expiry and
 * as many free units as the job plans to take. Nothing is set aside yet: a draft is a plan (StartJob sets aside).
 */
async function checkedSources(tx: Tx, input: RepackJobSave, sourceProductId: number, today: string) {
  const { rows } = await tx.execute<{
    id: number;
    lotNumber: string;
    siteId: number;
    productId: number;
    expiryDate: string | null;
    status: string;
    free: number;
  }>(sql`
    select id, lot_number as "lotNumber", inventory_site_id as "siteId", ndc_product_id as "productId",
      to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", status, on_hand - allocated as free
    from stock_lots where id = any(${idArray(input.sources.map((s) => s.lotId))})`);
  const lots = new Map(rows.map((r) => [r.id, r]));
  const sources = input.sources.map((source) => {
    const lot = lots.get(source.lotId);
    if (!lot || lot.siteId !== input.inventorySiteId || lot.productId !== sourceProductId)
      throw new HttpError(400, m.sourceNotHere);
    if (lot.expiryDate === null) throw new HttpError(400, m.sourceNoExpiry(lot.lotNumber));
    if (lot.status !== 'available' || lot.expiryDate < today)
      throw new HttpError(
        400,
        m.sourceUnusable(lot.lotNumber, lot.expiryDate < today ? 'expired' : lot.status.replace('_', ' ')),
      );
    if (lot.free < source.quantity)
      throw new HttpError(400, m.sourceShort(Math.max(0, lot.free), lot.lotNumber));
    return { ...source, expiryDate: lot.expiryDate };
  });
  return sources.sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.lotId - b.lotId);
}

/** Creates a draft (id 0) at a site of the caller's facilities, or changes one; returns its id. */
export async function saveJob(
  db: Db,
  actor: Actor,
  scope: FacilityScope,
  input: RepackJobSave,
  today: string,
): Promise<number> {
  return withTx(db, actor, async (tx) => {
    if (input.id !== 0 && (await lockJob(tx, input.id)).status !== 'draft')
      throw new HttpError(400, m.notDraft);
    if (!(await siteInScope(tx, scope, input.inventorySiteId))) throw new HttpError(400, m.siteNotFound);
    const product = await repackableProduct(tx, input.outputProductId);
    if (
      input.ciOrderId !== 0 &&
      !(await orderTakesRepackJob(tx, {
        orderId: input.ciOrderId,
        siteId: input.inventorySiteId,
        productId: product.id,
      }))
    )
      throw new HttpError(400, m.orderNotForJob);
    const sources = await checkedSources(tx, input, product.sourceId, today);
    const needed = input.plannedCards * product.countPerCard;
    const chosen = sources.reduce((sum, s) => sum + s.quantity, 0);
    if (chosen < needed) throw new HttpError(400, m.sourcesTooFew(needed, chosen));

    const values = {
      inventorySiteId: input.inventorySiteId,
      outputProductId: product.id,
      sourceProductId: product.sourceId,
      countPerCard: product.countPerCard,
      plannedCards: input.plannedCards,
      containerClass: input.containerClass,
      note: input.note,
      ciOrderId: input.ciOrderId === 0 ? null : input.ciOrderId,
    };
    let jobId = input.id;
    if (jobId === 0) {
      const [created] = await tx
        .insert(repackJobs)
        .values({ ...values, createdBy: actor.userId })
        .returning({ id: repackJobs.id });
      jobId = created?.id ?? 0;
    } else {
      await tx.update(repackJobs).set(values).where(sql`id = ${jobId}`);
      await tx.delete(repackJobSources).where(sql`job_id = ${jobId}`);
    }
    await tx
      .insert(repackJobSources)
      .values(sources.map((s, position) => ({ jobId, lotId: s.lotId, quantity: s.quantity, position })));
    return jobId;
  });
}
