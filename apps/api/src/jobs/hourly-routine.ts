import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';

/**
 * Removes sessions that can no longer be used, reset tokens and captcha solutions past their expiry, and the
 * per-recipient mail counts once they are older than the hour the public-form mail cap looks back on.
 */
export async function runHourlyRoutine(db: Db): Promise<string> {
  const sessions = await db.execute(sql`
    delete from sessions where expires_at < now() or revoked_at < now() - interval '1 day'`);
  const tokens = await db.execute(sql`delete from password_reset_tokens where expires_at < now()`);
  const captchas = await db.execute(sql`delete from captcha_solutions where expires_at < now()`);
  const mailCounts = await db.execute(
    sql`delete from public_form_mail where created_at < now() - interval '1 hour'`,
  );
  return `Removed ${sessions.rowCount ?? 0} expired sessions, ${tokens.rowCount ?? 0} expired reset tokens, ${captchas.rowCount ?? 0} spent captcha solutions and ${mailCounts.rowCount ?? 0} public-form mail counts.`;
}
