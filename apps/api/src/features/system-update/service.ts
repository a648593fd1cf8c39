import type { Envelope } from '@homer/contracts/envelope';
import {
  systemUpdateMessages as m,
  type SystemUpdate,
  type SystemUpdateForm,
} from '@homer/contracts/system-update';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/pool.ts';
import { systemUpdate } from '../../db/schema/system-settings.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { refused, succeeded } from '../../plugins/errors.ts';

const rowId = 1;

/** The scheduled update while it is still ahead; one that has passed is no longer announced. */
export async function currentSystemUpdate(db: Queryable): Promise<SystemUpdate | null> {
  const [row] = await db
    .select({ scheduledDate: systemUpdate.scheduledDate, message: systemUpdate.message })
    .from(systemUpdate)
    .where(sql`${systemUpdate.scheduledDate} > now()`);
  return row ? { scheduledDate: row.scheduledDate.toISOString(), message: row.message } : null;
}

/** Schedules the update, replacing any earlier one (there is one row at most). */
export async function scheduleSystemUpdate(
  db: Db,
  actor: Actor,
  form: Required<SystemUpdateForm>,
): Promise<Envelope<null, SystemUpdate>> {
  const scheduledDate = new Date(form.scheduledDate);
  if (scheduledDate.getTime() <= Date.now()) return refused(m.dateInPast);
  const values = { scheduledDate, message: form.message, updatedBy: actor.userId, updatedAt: sql`now()` };
  return withTx(db, actor, async (tx) => {
    await tx
      .insert(systemUpdate)
      .values({ id: rowId, ...values })
      .onConflictDoUpdate({ target: systemUpdate.id, set: values });
    const model = { scheduledDate: scheduledDate.toISOString(), message: form.message };
    // Every signed-in browser shows the countdown at once (issue 12), delivered only if this commits.
    await publishLiveEvent(tx, { everyone: true }, 'systemUpdateScheduled', model);
    return succeeded({ message: m.saved, model });
  });
}

export async function clearSystemUpdate(db: Db, actor: Actor): Promise<Envelope<null, null>> {
  await withTx(db, actor, async (tx) => {
    await tx.delete(systemUpdate).where(eq(systemUpdate.id, rowId));
    await publishLiveEvent(tx, { everyone: true }, 'systemUpdateScheduled', null);
  });
  return succeeded({ message: m.cleared });
}
