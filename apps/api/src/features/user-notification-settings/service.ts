import {
  mergeSettings,
  type NotificationChannels,
  type NotificationSettings,
  notificationSettingsMessages,
  notificationType,
  receives,
  type SaveNotificationSettings,
} from '@homer/contracts/notification-settings';
import { usersMessages } from '@homer/contracts/users';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { lockChangeableUser, moduleAccessOf, viewRight } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

type Reader = Db | Tx;

async function overridesOf(db: Reader, userId: number): Promise<Map<string, NotificationChannels>> {
  const rows = await db
    .select()
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId));
  return new Map(rows.map((r) => [r.typeKey, { inApp: r.inApp, push: r.push, email: r.email }]));
}

/** The notifications tab: the owner their own, a user administrator anyone's (platform/user-rights.ts). */
export async function getNotificationSettings(
  db: Db,
  auth: Auth,
  userId: number,
): Promise<NotificationSettings> {
  viewRight(auth, userId);
  const access = await moduleAccessOf(db, userId);
  if (!access) throw new HttpError(404, usersMessages.notFound);
  return { userId, settings: mergeSettings(access, await overridesOf(db, userId)) };
}

/**
 * Saves the rows sent: a row equal to its type's defaults removes the override, any other is stored. Every row
 * is checked before anything is written, so a refused save stores nothing.
 */
export async function saveNotificationSettings(
  db: Db,
  auth: Auth,
  body: SaveNotificationSettings,
): Promise<void> {
  viewRight(auth, body.userId);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    // Two saves for the same user queue; an administrator saves only for users they outrank (decision 065).
    await lockChangeableUser(tx, auth, body.userId);
    const access = (await moduleAccessOf(tx, body.userId)) ?? [];
    for (const row of body.settings) {
      const type = notificationType(row.key);
      if (!type) throw new HttpError(400, notificationSettingsMessages.unknownType);
      if (!receives(access, type)) throw new HttpError(400, notificationSettingsMessages.notReceived);
    }
    for (const row of body.settings) {
      const type = notificationType(row.key);
      if (!type) continue;
      const where = and(
        eq(userNotificationSettings.userId, body.userId),
        eq(userNotificationSettings.typeKey, row.key),
      );
      const channels = { inApp: row.inApp, push: row.push, email: row.email };
      const isDefault =
        channels.inApp === type.defaults.inApp &&
        channels.push === type.defaults.push &&
        channels.email === type.defaults.email;
      if (isDefault) {
        await tx.delete(userNotificationSettings).where(where);
      } else {
        await tx
          .insert(userNotificationSettings)
          .values({ userId: body.userId, typeKey: row.key, ...channels })
          .onConflictDoUpdate({
            target: [userNotificationSettings.userId, userNotificationSettings.typeKey],
            set: channels,
          });
      }
    }
  });
}
