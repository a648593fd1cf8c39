import { stockTransferMessages as m, type StockTransferForm } from '@homer/contracts/stock-transfers';
import { and, eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { stockTransferLines, stockTransfers } from '../../db/schema/stock-transfers.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockTransfer, requireStatus, TransferStepRefusal } from './lock-transfer.ts';

async function requireActiveSites(tx: Tx, ids: number[]): Promise<void> {
  const rows = await tx
    .select({ id: inventorySites.id })
    .from(inventorySites)
    .where(and(sql`${inventorySites.id} = any(${idArray(ids)})`, eq(inventorySites.isActive, true)));
  if (rows.length !== new Set(ids).size) throw new HttpError(400, m.siteNotFound);
}

/** Each line's lot must be at the sending site, available and unexpired, with the units not set aside. */
async function checkLines(tx: Tx, form: StockTransferForm): Promise<void> {
  const { rows } = await tx.execute<{
    id: number;
    siteId: number;
    name: string;
    status: string;
    expired: boolean;
    available: number;
  }>(sql`
    select l.id, l.inventory_site_id as "siteId", l.lot_number || ' (' || p.ndc || ')' as name, l.status,
      coalesce(l.expiry_date < current_date, false) as expired, l.on_hand - l.allocated as available
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
    where l.id = any(${idArray(form.lines.map((line) => line.lotId))})`);
  const lots = new Map(rows.map((row) => [row.id, row]));
  for (const line of form.lines) {
    const lot = lots.get(line.lotId);
    if (!lot) throw new TransferStepRefusal(m.lotNotFound(line.lotId));
    if (lot.siteId !== form.fromSiteId) throw new TransferStepRefusal(m.lotOfOtherSite(lot.name));
    if (lot.status !== 'available' || lot.expired)
      throw new TransferStepRefusal(
        m.lotUnavailable(lot.name, lot.expired ? 'expired' : lot.status.replace('_', ' ')),
      );
    if (line.quantity > lot.available) throw new TransferStepRefusal(m.notEnough(lot.name, lot.available));
  }
}

/** Creates a draft (id 0) or replaces a draft's sites, note and lines; nothing moves until dispatch. */
export async function saveDraft(tx: Tx, actor: Actor, form: StockTransferForm): Promise<number> {
  if (form.fromSiteId === form.toSiteId) throw new TransferStepRefusal(m.sameSite);
  await requireActiveSites(tx, [form.fromSiteId, form.toSiteId]);
  let id = form.id;
  if (id !== 0) requireStatus((await lockTransfer(tx, id)).status, 'Draft');
  await checkLines(tx, form);
  const values = { fromSiteId: form.fromSiteId, toSiteId: form.toSiteId, note: form.note || null };
  if (id === 0) {
    const [row] = await tx
      .insert(stockTransfers)
      .values({ ...values, createdBy: actor.userId })
      .returning({ id: stockTransfers.id });
    if (!row) throw new Error('stock transfer insert returned nothing');
    id = row.id;
  } else {
    await tx.update(stockTransfers).set(values).where(eq(stockTransfers.id, id));
    await tx.delete(stockTransferLines).where(eq(stockTransferLines.transferId, id));
  }
  await tx
    .insert(stockTransferLines)
    .values(form.lines.map((line) => ({ transferId: id, sourceLotId: line.lotId, quantity: line.quantity })));
  return id;
}
