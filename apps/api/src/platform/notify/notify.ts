import type { NotificationTypeKey } from '@homer/contracts/notification-settings';
import { type NotificationType, notificationType } from '@homer/contracts/notification-settings';
import type { NotificationKind } from '@homer/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { userNotifications, userNotificationUnsubscriptions } from '../../db/schema/notifications.ts';
import type { Tx } from '../../db/tx.ts';
import { type Email, sendEmail } from '../mail-outbox/send-email.ts';
import { publishLiveEvent, publishLiveEventToEach } from './publish-live-event.ts';
import { recipientsOf } from './recipients.ts';

export type NotifyInput = {
  typeKey: NotificationTypeKey;
  /** These users, or everyone who can receive the type (its audience in the catalogue). */
  recipients: readonly number[] | 'audience';
  title: string;
  message: string;
  /** An app path ('ba/budgets/list') or absolute URL: where clicking the notification goes. */
  link?: string;
  /** What the notification follows ('budget:12'): a user who unsubscribed from it is skipped. */
  subscription?: string;
  options?: Record<string, unknown>;
  /** 'Chat' puts it in the Messages list (decision 049); 'Notification' unless given. */
  kind?: NotificationKind;
};

/** What notify() did; `emails` are sent after the transaction commits (sendNotificationEmails). */
export type NotifyResult = { notificationIds: number[]; pushed: number[]; emails: Email[] };

/** Users who may be in the type's audience: recipientsOf() then decides each one exactly. */
async function audienceCandidates(db: Db | Tx, type: NotificationType): Promise<number[]> {
  if (type.audience === 'signedIn' || type.audience.module === 'any') {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.disabled, false));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(moduleAccess, eq(moduleAccess.userId, users.id))
    .where(and(eq(users.disabled, false), eq(moduleAccess.module, type.audience.module)));
  return rows.map((r) => r.id);
}

async function unsubscribed(db: Db | Tx, userIds: number[], subscription: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userNotificationUnsubscriptions.userId })
    .from(userNotificationUnsubscriptions)
    .where(
      and(
        sql`${userNotificationUnsubscriptions.userId} = any(${idArray(userIds)})`,
        eq(userNotificationUnsubscriptions.subscription, subscription),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

function absoluteLink(config: Pick<Config, 'publicBaseUrl'>, link: string): string {
  return /^https?:\/\//.test(link) ? link : `${config.publicBaseUrl}/${link.replace(/^\//, '')}`;
}

/**
 * Notifies users of one catalogue type on the channels each has on for it (decision 044's settings, read by
 * recipientsOf): in-app stores a row and sends notificationReceived, push sends pushNotification, email is
 * returned to be sent after commit. Users who cannot receive the type, or unsubscribed from the subscription,
 * get nothing. A fixed number of statements however many recipients. Runs in
 * `db`, so inside the caller's transaction when given one: a rolled-back change notifies no one.
 */
export async function notify(
  db: Db | Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  input: NotifyInput,
): Promise<NotifyResult> {
  const result: NotifyResult = { notificationIds: [], pushed: [], emails: [] };
  const type = notificationType(input.typeKey);
  if (!type) return result;
  const wanted =
    input.recipients === 'audience' ? await audienceCandidates(db, type) : [...new Set(input.recipients)];
  const skip = input.subscription ? await unsubscribed(db, wanted, input.subscription) : new Set<number>();
  const recipients = [...(await recipientsOf(db, wanted, type.key))].filter(([userId]) => !skip.has(userId));
  const title = input.title.slice(0, 200);
  const message = input.message.slice(0, 2000);
  const link = input.link?.slice(0, 500);
  const kind = input.kind ?? 'Notification';

  const inApp = recipients.filter(([, r]) => r.channels.inApp).map(([userId]) => userId);
  if (inApp.length > 0) {
    const rows = await db
      .insert(userNotifications)
      .values(
        inApp.map((userId) => ({
          userId,
          notificationType: kind,
          businessArea: type.businessArea,
          typeKey: type.key,
          title,
          message,
          link: link ?? null,
          subscription: input.subscription ?? null,
          options: input.options ?? null,
        })),
      )
      .returning({ id: userNotifications.id, userId: userNotifications.userId });
    result.notificationIds = rows.map((row) => row.id);
    await publishLiveEventToEach(
      db,
      'notificationReceived',
      rows.map((row) => ({
        userId: row.userId,
        data: { userNotificationId: row.id, notificationType: kind, businessArea: type.businessArea },
      })),
    );
  }

  result.pushed = recipients.filter(([, r]) => r.channels.push).map(([userId]) => userId);
  // One event for every push recipient: its content is the same for each.
  await publishLiveEvent(db, { userIds: result.pushed }, 'pushNotification', {
    header: title,
    message,
    businessArea: type.businessArea,
    url: link,
    timeout: 8,
    openNewTab: false,
    useSound: false,
    timeSent: new Date().toISOString(),
  });

  const text = link ? `${message}\n\n${absoluteLink(config, link)}` : message;
  for (const [, r] of recipients) {
    if (r.channels.email && r.email) result.emails.push({ to: r.email, subject: title, text });
  }
  return result;
}

/** Sends notify()'s emails once its transaction committed (SMTP, or the outbox when there is none). */
export async function sendNotificationEmails(
  db: Db,
  config: Config,
  emails: readonly Email[],
): Promise<void> {
  for (const email of emails) await sendEmail(db, config, email, 'staff');
}
