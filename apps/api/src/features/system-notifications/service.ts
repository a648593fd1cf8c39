import type { Envelope } from '@homer/contracts/envelope';
import {
  systemNotificationMessages as m,
  type SystemNotification,
  type SystemNotificationForm,
} from '@homer/contracts/system-notifications';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { systemNotifications as n } from '../../db/schema/system-settings.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findSystemNotification } from './queries.ts';

/**
 * Creates (id 0) or updates a banner. The message is sanitized here, whatever the form sent: it is shown as
 * HTML on every user's dashboard. Text that was nothing but unsafe markup is refused rather than saved blank.
 */
export async function saveSystemNotification(
  db: Db,
  actor: Actor,
  form: SystemNotificationForm,
  timeZone: string,
): Promise<Envelope<null, SystemNotification>> {
  const message = sanitizeRichText(form.message);
  if (message === '') return refused(m.messageEmpty);
  const values = {
    title: form.title,
    message,
    notificationClassCss: form.notificationClassCss,
    startDate: new Date(form.startDate),
    endDate: new Date(form.endDate),
    updatedBy: actor.userId,
    updatedAt: sql`now()`,
  };
  return withTx(db, actor, async (tx) => {
    const [row] =
      form.id === 0
        ? await tx
            .insert(n)
            .values({ ...values, createdBy: actor.userId })
            .returning({ id: n.id })
        : await tx.update(n).set(values).where(eq(n.id, form.id)).returning({ id: n.id });
    if (!row) throw new HttpError(404, m.notFound);
    const model = await findSystemNotification(tx, row.id, timeZone);
    return succeeded({ message: m.saved, model });
  });
}

export async function deleteSystemNotification(
  db: Db,
  actor: Actor,
  id: number,
): Promise<Envelope<null, null>> {
  return withTx(db, actor, async (tx) => {
    const [row] = await tx.delete(n).where(eq(n.id, id)).returning({ id: n.id });
    if (!row) throw new HttpError(404, m.notFound);
    return succeeded({ message: m.deleted });
  });
}
