import {
  stockMessages as m,
  type StockAdjust,
  type StockReverse,
  type StockStatusChange,
  systemStockReasons,
} from '@homer/contracts/stock';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { type PostingRules, postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';

async function lotSite(tx: Tx, lotId: number): Promise<number> {
  const { rows } = await tx.execute<{ siteId: number }>(
    sql`select inventory_site_id as "siteId" from stock_lots where id = ${lotId}`,
  );
  const lot = rows[0];
  if (!lot) throw new HttpError(404, m.lotNotFound);
  return lot.siteId;
}

/** An adjustment's reason must be a person's (not one the system posts) and fit the sign of the quantity. */
async function checkReason(tx: Tx, code: string, quantity: number) {
  const { rows } = await tx.execute<{ direction: string }>(
    sql`select direction from stock_reasons where code = ${code} and is_active`,
  );
  const direction = rows[0]?.direction;
  const fits = direction === 'both' || (direction === 'in' ? quantity > 0 : quantity < 0);
  if (!direction || systemStockReasons.includes(code) || !fits) throw new HttpError(400, m.reasonNotAllowed);
}

/** POST …/Stock/Adjust: one line on an adjustment document, dated when it happened (within the backdate rule). */
export function adjustLot(db: Db, actor: Actor, input: StockAdjust, rules: PostingRules) {
  return withTx(db, actor, async (tx) => {
    const siteId = await lotSite(tx, input.lotId);
    await checkReason(tx, input.reasonCode, input.quantity);
    const { documentId } = await postStockDocument(
      tx,
      actor,
      {
        kind: 'adjustment',
        inventorySiteId: siteId,
        lines: [{ lotId: input.lotId, quantity: input.quantity, reasonCode: input.reasonCode }],
        note: input.note || null,
        ...(input.occurredAt ? { occurredAt: new Date(input.occurredAt) } : {}),
      },
      rules,
    );
    return documentId;
  });
}

type LockedLot = {
  status: string;
  allocated: number;
  lotNumber: string;
  dispensingUnit: string;
  packSize: number;
};

/**
 * POST …/Stock/SetStatus. Held and quarantined lots are never allocated, so a lot with units allocated to open
 * shipments is not held here: those shipments would still take it. Releasing them first is the caller's choice
 * (decision 100). Recalled, expired and damaged lots have their own ways back and are not released here.
 */
export function setLotStatus(db: Db, actor: Actor, input: StockStatusChange) {
  return withTx(db, actor, async (tx) => {
    const { rows } = await tx.execute<LockedLot>(sql`
      select l.status, l.allocated, l.lot_number as "lotNumber", p.dispensing_unit as "dispensingUnit",
        p.pack_size as "packSize"
      from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      where l.id = ${input.lotId} for update of l`);
    const lot = rows[0];
    if (!lot) throw new HttpError(404, m.lotNotFound);
    if (lot.status === input.status) throw new HttpError(400, m.alreadyInStatus);
    if (input.status === 'available') {
      if (lot.status !== 'on_hold' && lot.status !== 'quarantine') throw new HttpError(400, m.notReleasable);
    } else {
      if (lot.status !== 'available' && lot.status !== 'on_hold' && lot.status !== 'quarantine')
        throw new HttpError(400, m.notHoldable);
      if (lot.allocated > 0)
        throw new HttpError(400, m.holdAllocated(formatUnitsAndPacks(lot.allocated, lot), lot.lotNumber));
    }
    await tx.execute(
      sql`update stock_lots set status = ${input.status}, status_note = ${input.note} where id = ${input.lotId}`,
    );
    return input.status === 'available' ? m.released : input.status === 'on_hold' ? m.held : m.quarantined;
  });
}

/** POST …/Stock/Reverse: the platform refuses reversals and documents already reversed. */
export function reverseDocument(db: Db, actor: Actor, input: StockReverse, rules: PostingRules) {
  return withTx(db, actor, async (tx) => {
    const { rows } = await tx.execute(sql`select 1 from stock_documents where id = ${input.documentId}`);
    if (rows.length === 0) throw new HttpError(404, m.documentNotFound);
    const { documentId } = await reverseStockDocument(tx, actor, input.documentId, input.note, rules);
    return documentId;
  });
}
