import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { verifyPassword } from '../passwords/password-hash.ts';

/** Wrong passwords in a row before signing pauses, and for how long (a session left open must not be a guessing tool). */
export const signatureThrottle = { failures: 5, windowMinutes: 15 } as const;

export const signatureMessages = {
  noPassword:
    'Your account signs in without a HOMER password, so it cannot sign this way. Set a password first.',
  wrong: 'That password is not correct. Nothing was signed.',
  paused: `Too many wrong passwords: signing is paused for ${signatureThrottle.windowMinutes} minutes.`,
} as const;

/**
 * An electronic signature (21 CFR 11.200: the signer re-enters a secret only they know) by the signed-in user.
 * Checked before the signed change's transaction, and a failure is recorded on its own, so the refusal's rollback
 * does not erase it. Throws a 400 naming what is wrong; returns the method recorded with the signature.
 */
export async function requireSignature(db: Db, userId: number, password: string): Promise<'password'> {
  const { rows } = await db.execute<{ hash: string | null; failures: number }>(sql`
    select password_hash as hash, (select count(*)::int from signature_failures f
        where f.user_id = u.id and f.created_at > now() - make_interval(mins => ${signatureThrottle.windowMinutes})
      ) as failures
    from users u where u.id = ${userId}`);
  const user = rows[0];
  if (!user || user.hash === null) throw new HttpError(400, signatureMessages.noPassword);
  if (user.failures >= signatureThrottle.failures) throw new HttpError(429, signatureMessages.paused);
  if (!(await verifyPassword(password, user.hash))) {
    await db.execute(sql`insert into signature_failures (user_id) values (${userId})`);
    throw new HttpError(400, signatureMessages.wrong);
  }
  await db.execute(sql`delete from signature_failures where user_id = ${userId}`);
  return 'password';
}
