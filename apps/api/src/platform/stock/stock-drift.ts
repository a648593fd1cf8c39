import type { Queryable } from '../../db/pool.ts';
import { stockDriftQuery } from '../../db/schema/stock.ts';

export type StockDrift = { lotId: number; onHand: number; ledger: number };

/** Lots whose on_hand is not the sum of their ledger lines; the ledger's trigger should make this always empty. */
export async function findStockDrift(db: Queryable): Promise<StockDrift[]> {
  const { rows } = await db.execute<StockDrift>(stockDriftQuery);
  return rows;
}

/** The nightly check's log (Quartz History); a run with drift fails, so its notice reaches the administrators. */
export async function runStockLedgerCheck(db: Queryable): Promise<string> {
  const drift = await findStockDrift(db);
  if (drift.length === 0) return "Every lot's on hand equals the sum of its ledger lines.";
  const listed = drift
    .slice(0, 50)
    .map((d) => `lot #${d.lotId}: on hand ${d.onHand}, ledger ${d.ledger}`)
    .join('\n');
  throw new Error(`${drift.length} lot(s) differ from their ledger:\n${listed}`);
}
