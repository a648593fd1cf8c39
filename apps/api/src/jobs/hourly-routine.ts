import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';

/** Removes sessions that can no longer be used, and reset tokens and captcha solutions past their expiry. */
export async function runHourlyRoutine(db: Db): Promise<string> {
  const sessions = await db.execute(sql`
    delete from sessions where expires_at < now() or revoked_at < now() - interval '1 day'`);
  const tokens = await db.execute(sql`delete from password_reset_tokens where expires_at < now()`);
  const captchas = await db.execute(sql`delete from captcha_solutions where expires_at < now()`);
  return `Removed ${sessions.rowCount ?? 0} expired sessions, ${tokens.rowCount ?? 0} expired reset tokens and ${captchas.rowCount ?? 0} spent captcha solutions.`;
}
