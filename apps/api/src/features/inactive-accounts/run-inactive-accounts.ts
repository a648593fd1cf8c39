import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { inactiveAccountWarnings } from '../../db/schema/inactive-accounts.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { notify } from '../../platform/notify/notify.ts';
import { findInactiveAccounts, type InactiveAccount } from './find-inactive.ts';
import { inactivityWarningEmail, inactivityWarningNotice } from './warning-email.ts';

/** Days of notice between the warning and the disabling (issue 11: "an email beforehand"). */
export const warningDays = 7;
const day = 86_400_000;

/**
 * The inactive-account job (decision 043), with the clock passed in so tests can move it. An enabled account idle
 * for `inactiveAccountDays - 7` days is warned once per period of inactivity; it is disabled once it has been idle
 * for `inactiveAccountDays` days *and* was warned at least 7 days earlier, so nobody loses access without the
 * full notice (accounts already past the limit when the job first runs are warned first). Disabling is the
 * same update as the details tab's, so the trigger of 0014 revokes the sessions and 0017 tells every instance.
 */
export async function runInactiveAccounts(db: Db, config: Config, now: Date): Promise<string> {
  const days = config.inactiveAccountDays;
  if (days === 0) return 'Inactive-account disabling is off (INACTIVE_ACCOUNT_DAYS=0).';
  const warnBefore = new Date(now.getTime() - (days - warningDays) * day);
  const disableBefore = new Date(now.getTime() - days * day);
  const noticeBefore = new Date(now.getTime() - warningDays * day);

  let warned = 0;
  let disabled = 0;
  for (const account of await findInactiveAccounts(db, warnBefore)) {
    if (!account.warnedAt) {
      await warn(db, config, account, now, days);
      warned++;
    } else if (account.lastActiveAt <= disableBefore && account.warnedAt <= noticeBefore) {
      if (await disable(db, account.id)) disabled++;
    }
  }
  return `Warned ${warned} accounts and disabled ${disabled} accounts with no sign-in for ${days} days.`;
}

async function warn(
  db: Db,
  config: Config,
  account: InactiveAccount,
  now: Date,
  days: number,
): Promise<void> {
  const disableOn = new Date(
    Math.max(account.lastActiveAt.getTime() + days * day, now.getTime() + warningDays * day),
  );
  // Recorded before it is sent: a crash in between loses one email rather than sending it every day.
  const values = { userId: account.id, warnedAt: now, lastActiveAt: account.lastActiveAt };
  await withTx(db, systemActor, async (tx) => {
    await tx
      .insert(inactiveAccountWarnings)
      .values(values)
      .onConflictDoUpdate({ target: inactiveAccountWarnings.userId, set: values });
    // In the app and as a push where the user keeps them on. notify()'s email is left unsent: the warning email
    // below goes whatever the settings say, since it is the notice before the account is disabled (issue 11).
    await notify(tx, config, inactivityWarningNotice(account, disableOn));
  });
  await sendEmail(db, config, inactivityWarningEmail(config, account, disableOn), 'staff');
}

async function disable(db: Db, userId: number): Promise<boolean> {
  const updated = await withTx(db, systemActor, (tx) =>
    tx
      .update(users)
      .set({ disabled: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.disabled, false)))
      .returning({ id: users.id }),
  );
  return updated.length > 0;
}
