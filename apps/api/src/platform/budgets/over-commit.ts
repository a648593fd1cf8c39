import { type OverCommitValue, overCommitMessage } from '@homer/contracts/ba-over-commit';
import type { Envelope } from '@homer/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/** Thrown inside the saving transaction, so the over-committing change rolls back; answered by overCommitRefusal. */
export class OverCommitted extends Error {
  constructor(readonly availableBudget: string) {
    super('over-committed');
  }
}

/** A budget's Available Budget now (budget_figures: allocation − expenditures − remaining PO balance). */
export async function availableBudgetOf(tx: Queryable, budgetId: number): Promise<string | null> {
  const result = await tx.execute<{ available: string }>(
    sql`select available_budget::text as available from budget_figures where budget_id = ${budgetId}`,
  );
  return result.rows[0]?.available ?? null;
}

/**
 * Called after the save's writes, in its transaction (the triggers have moved the stored sums by then): a save
 * that leaves the Available Budget below zero and lower than `before` is refused unless it was confirmed. Saves
 * that do not worsen an overrun (a vendor name on an overspent budget) go through unasked.
 */
export async function checkOverCommit(
  tx: Queryable,
  budgetId: number,
  before: string | null,
  confirmed: boolean | undefined,
): Promise<void> {
  if (confirmed || before === null) return;
  const result = await tx.execute<{ available: string; worse: boolean }>(
    sql`select available_budget::text as available,
               available_budget < 0 and available_budget < ${before}::numeric as worse
        from budget_figures where budget_id = ${budgetId}`,
  );
  const row = result.rows[0];
  if (row?.worse) throw new OverCommitted(row.available);
}

export function overCommitRefusal(error: OverCommitted): Envelope<OverCommitValue, never> {
  return {
    isSuccessful: false,
    message: overCommitMessage(error.availableBudget),
    messageClass: 'warning',
    value: { overCommitted: true, availableBudget: error.availableBudget },
    model: null,
  };
}
