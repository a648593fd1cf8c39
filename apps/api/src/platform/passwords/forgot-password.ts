import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../mail-outbox/send-email.ts';
import { createResetLink, resetLinkLifetimeHours } from './reset-link.ts';

/** Reset emails one account may receive per hour: enough for a lost mail, too few to flood an inbox. */
export const resetEmailsPerHour = 3;

export const resetEmailSubject = 'HOMER password reset';

const inFlight = new Set<Promise<void>>();

/**
 * Starts sending a reset link and returns at once, before the address is even looked up: the answer and its
 * timing are the same whether or not the address has an account (no enumeration).
 */
export function requestPasswordReset(
  db: Db,
  config: Config,
  email: string,
  onError: (error: unknown) => void,
): void {
  const delivery = sendResetEmail(db, config, email).catch(onError);
  inFlight.add(delivery);
  void delivery.finally(() => inFlight.delete(delivery));
}

/** Resolves once every reset email started so far is written (server shutdown, tests). */
export async function resetEmailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/** Sends a reset link if the email belongs to an enabled account, and does nothing otherwise. */
async function sendResetEmail(db: Db, config: Config, email: string): Promise<void> {
  const { rows } = await db.execute<{ id: number; email: string; first_name: string; recent: number }>(sql`
    select u.id, u.email, u.first_name,
           (select count(*)::int from password_reset_tokens t
            where t.user_id = u.id and t.created_at > now() - interval '1 hour') as recent
    from users u
    where lower(u.email) = lower(${email}) and not u.disabled`);
  const user = rows[0];
  if (!user || user.recent >= resetEmailsPerHour) return;
  const link = await createResetLink(db, config, user.id, 'reset');
  await sendEmail(db, config, {
    to: user.email,
    subject: resetEmailSubject,
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone asked to reset the password of your HOMER account. To choose a new password, open this link',
      `within ${resetLinkLifetimeHours.reset} hours. It works once.`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password has not changed.',
    ].join('\n'),
  });
}
