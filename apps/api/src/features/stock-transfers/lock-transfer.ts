import { stockTransferMessages as m } from '@homer/contracts/stock-transfers';
import { eq } from 'drizzle-orm';
import { type StockTransferStatus, stockTransfers } from '../../db/schema/stock-transfers.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The transfer, locked for the rest of the transaction: a second dispatch or receipt of it waits here and then
 * sees the status the first one left, so a transfer posts once (decision 101).
 */
export async function lockTransfer(tx: Tx, id: number) {
  const [transfer] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, id)).for('update');
  if (!transfer) throw new HttpError(404, m.notFound);
  return transfer;
}

/** A step refused because the transfer is no longer where the step starts. */
export class TransferStepRefusal extends Error {}

export function requireStatus(status: StockTransferStatus, wanted: StockTransferStatus): void {
  if (status === wanted) return;
  const now = status.toLowerCase();
  throw new TransferStepRefusal(wanted === 'Draft' ? m.notDraft(now) : m.notDispatched(now));
}
