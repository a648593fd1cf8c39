import { sql } from 'drizzle-orm';
import type { Db } from './pool.ts';

/** Who a change is attributed to in the audit trail; null for the system (jobs, public forms). */
export type Actor = { userId: number | null };
export const systemActor: Actor = { userId: null };

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `fn` in a transaction whose audit trigger rows carry `actor` as changedBy
 * (the trigger reads the transaction-local setting app.user_id).
 */
export function withTx<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.user_id', ${actor.userId === null ? '' : String(actor.userId)}, true)`,
    );
    return fn(tx);
  });
}
