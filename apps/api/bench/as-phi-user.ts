import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';

/**
 * Runs `measure` with the bench user allowed patient data (spec §8): their sessions marked multi-factor verified
 * and the user given the inactivity timeout, which is set back afterwards.
 */
export async function asPhiUser<T>(db: Db, userId: number, measure: () => Promise<T>): Promise<T> {
  const before = await db.execute<{ inactivity_timeout: boolean }>(
    sql`select inactivity_timeout from users where id = ${userId}`,
  );
  await db.execute(sql`update users set inactivity_timeout = true where id = ${userId}`);
  await db.execute(sql`update sessions set mfa_verified = true where user_id = ${userId}`);
  try {
    return await measure();
  } finally {
    const was = before.rows[0]?.inactivity_timeout ?? false;
    await db.execute(sql`update users set inactivity_timeout = ${was} where id = ${userId}`);
  }
}
