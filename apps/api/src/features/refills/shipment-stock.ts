import {
  lotStatusWord,
  refillItemDemandKind,
  refillStockMessages as sm,
} from '@homer/contracts/refill-stock';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import {
  allocateFefoMany,
  releaseAllocations,
  shipAllocations,
} from '../../platform/stock/allocate-stock.ts';
import { demandAllocations } from '../../platform/stock/demand-allocations.ts';
import { lockProductLots } from '../../platform/stock/lock-product-lots.ts';
import { StockRefusal } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type ItemProduct, neededUntil, todayIso } from './item-products.ts';

type Site = { id: number; inventorySiteId: number };

export const itemDemand = (itemId: number) => ({ kind: refillItemDemandKind, id: itemId });

async function siteName(tx: Tx, inventorySiteId: number): Promise<string> {
  const [site] = await tx
    .select({ name: inventorySites.name })
    .from(inventorySites)
    .where(eq(inventorySites.id, inventorySiteId));
  return site?.name ?? `inventory #${inventorySiteId}`;
}

/** All lots the items could touch, locked in one id order (see lockProductLots). */
const lockItemLots = (tx: Tx, shipment: Site, items: readonly ItemProduct[]) =>
  lockProductLots(tx, {
    inventorySiteId: shipment.inventorySiteId,
    ndcProductIds: [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))],
  });

/**
 * Sets aside, first expiry first out, what each item still lacks at the shipment's site. `strict` (leaving
 * Product Prep, reaching Completed): an item that cannot be fully allocated, or holds a lot that may no longer
 * be handed out, refuses the move naming the item and what is available. Otherwise an item that cannot be
 * allocated stays as it is (the page shows why) and a warning for it is returned.
 */
export async function allocateItems(
  tx: Tx,
  shipment: Site,
  items: readonly ItemProduct[],
  strict: boolean,
): Promise<string[]> {
  const today = todayIso();
  await lockItemLots(tx, shipment, items);
  const held = await demandAllocations(
    tx,
    refillItemDemandKind,
    items.map((i) => i.itemId),
    today,
  );
  const warnings: string[] = [];
  const wanted: { item: ItemProduct; missing: number }[] = [];
  for (const item of items) {
    const mine = held.filter((a) => a.demandId === item.itemId);
    const blocked = mine.find((a) => a.status !== 'available');
    if (strict && blocked)
      throw new HttpError(
        400,
        sm.itemLotBlocked(item.rxNumber, blocked.lotNumber, lotStatusWord(blocked.status)),
      );
    const missing = item.quantity - mine.reduce((sum, a) => sum + a.quantity, 0);
    if (missing <= 0) continue;
    if (item.productId === null) {
      if (strict) throw new HttpError(400, sm.itemNotInFormulary(item.rxNumber, item.ndc));
      warnings.push(`Rx Number ${item.rxNumber}: ${sm.notInFormulary}.`);
      continue;
    }
    wanted.push({ item, missing });
  }
  // Every line at once: one lock of the lots and one statement setting the units aside.
  const outcomes = await allocateFefoMany(
    tx,
    wanted.map(({ item, missing }) => ({
      inventorySiteId: shipment.inventorySiteId,
      ndcProductId: item.productId ?? 0,
      quantity: missing,
      demand: itemDemand(item.itemId),
      neededUntil: neededUntil(item.daysSupply, today) ?? undefined,
      today,
    })),
  );
  // The site is named only when an item is short, and read once however many are.
  let site: string | undefined;
  for (const [index, outcome] of outcomes.entries()) {
    if (!('short' in outcome)) continue;
    const { item, missing } = wanted[index] as (typeof wanted)[number];
    site ??= await siteName(tx, shipment.inventorySiteId);
    if (strict) throw new HttpError(400, sm.itemShort(item.rxNumber, missing, outcome.short.available, site));
    warnings.push(`Rx Number ${item.rxNumber}: ${sm.notAllocated(outcome.short.available, site)}.`);
  }
  return warnings;
}

/**
 * Completed: each item's allocated units leave the ledger in a shipment document naming the item, so a recall
 * of a lot finds the patients who received it. A refusal (a lot recalled or expired since) refuses the step.
 */
export async function shipItems(
  tx: Tx,
  actor: Actor,
  config: Config,
  shipment: Site,
  items: readonly ItemProduct[],
): Promise<void> {
  await allocateItems(tx, shipment, items, true);
  // In product order, as a posting's lines are (decision 118): two shipments completed at once then take their
  // products' day summaries in the same order and queue instead of deadlocking.
  const byProduct = [...items].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0) || a.itemId - b.itemId);
  for (const item of byProduct) {
    try {
      await shipAllocations(
        tx,
        actor,
        {
          inventorySiteId: shipment.inventorySiteId,
          demand: itemDemand(item.itemId),
          // No Rx number: the ledger is read by every Inventory User, without the PHI sign-in (spec 1 §8).
          reference: `Refill shipment ${shipment.id}`,
        },
        { backdateDays: config.stockBackdateDays },
      );
    } catch (error) {
      if (error instanceof StockRefusal)
        throw new HttpError(400, `Rx Number ${item.rxNumber}: ${error.message}`);
      throw error;
    }
  }
}

/** An item taken off the shipment gives its units back. */
export async function releaseItem(tx: Tx, itemId: number): Promise<void> {
  await releaseAllocations(tx, itemDemand(itemId));
}
