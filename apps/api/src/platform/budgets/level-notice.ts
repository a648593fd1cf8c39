import { formatMoney } from '@homer/contracts/ba-money';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { budgets } from '../../db/schema/ba.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import type { Email } from '../mail-outbox/send-email.ts';
import { notify, sendNotificationEmails } from '../notify/notify.ts';

type LevelState = {
  name: string;
  below: boolean;
  notified: boolean;
  available: string;
  level: string;
  percent: boolean;
};

/**
 * Issue 25: 'ba.budget-over-notification-level' once per crossing, to the budget's managers (the type's audience:
 * B&A at Manager or above; budgets have no owner of their own). Called after a write that may move the Available
 * Budget or the level, in its transaction, so a rolled-back write tells no one. budgets.notified_below_level
 * remembers the last crossing told: staying below tells nothing more, going back above clears it.
 *
 * The row lock comes first and the figures are read in the next statement: a concurrent write to the same budget
 * has committed by then (its figure triggers hold the same lock), so of two changes crossing together only the
 * one that actually crosses sees notified = false.
 */
async function noticeNotificationLevel(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  budgetId: number,
): Promise<Email[]> {
  await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, budgetId)).for('no key update');
  const { rows } = await tx.execute<LevelState>(
    sql`select b.name, f.is_budget_below_notification_lvl as below, b.notified_below_level as notified,
               f.available_budget::text as available,
               (case when b.is_low_budget_level_percent then trim_scale(b.low_budget_level)
                     else b.low_budget_level end)::text as level,
               b.is_low_budget_level_percent as percent
        from budgets b join budget_figures f on f.budget_id = b.id
        where b.id = ${budgetId}`,
  );
  const state = rows[0];
  if (!state || state.below === state.notified) return [];
  await tx.update(budgets).set({ notifiedBelowLevel: state.below }).where(eq(budgets.id, budgetId));
  if (!state.below) return [];
  const level = state.percent ? `${state.level}% of the allocation` : formatMoney(state.level);
  const sent = await notify(tx, config, {
    typeKey: 'ba.budget-over-notification-level',
    recipients: 'audience',
    title: `Budget ${state.name} is below its notification level`,
    message: `Available Budget ${formatMoney(state.available)} is below the notification level of ${level}.`,
    // The budget's own page: its figures are what the notice is about.
    link: `ba/budgets/details/${budgetId}`,
    subscription: `budget:${budgetId}`,
  });
  return sent.emails;
}

/**
 * withTx for the B&A writes that move a budget's figures or level: `noticeLevel(budgetId)`, called after the
 * write, notifies a crossing in the transaction, and the notice's emails go once it has committed.
 */
export async function withLevelNotice<T>(
  db: Db,
  config: Config,
  actor: Actor,
  fn: (tx: Tx, noticeLevel: (budgetId: number) => Promise<void>) => Promise<T>,
): Promise<T> {
  const emails: Email[] = [];
  const result = await withTx(db, actor, (tx) =>
    fn(tx, async (budgetId) => {
      emails.push(...(await noticeNotificationLevel(tx, config, budgetId)));
    }),
  );
  await sendNotificationEmails(db, config, emails);
  return result;
}
