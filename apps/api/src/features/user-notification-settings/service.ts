import type { ModuleAccess } from '@homer/contracts/access';
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
import { and, eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Auth } from '../account/sessions.ts';
import { lockChangeableUser, viewRight } from '../users/rights.ts';

type Reader = Db | Tx;

/** The user's module access, or null when there is no such user. */
async function accessOf(db: Reader, userId: number): Promise<ModuleAccess[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(eq(moduleAccess.userId, userId));
  return rows as ModuleAccess[];
}

async function overridesOf(db: Reader, userId: number): Promise<Map<string, NotificationChannels>> {
  const rows = await db
    .select()
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId));
  return new Map(rows.map((r) => [r.typeKey, { inApp: r.inApp, push: r.push, email: r.email }]));
}

/** The notifications tab: the owner their own, a user administrator anyone's (users/rights.ts). */
export async function getNotificationSettings(
  db: Db,
  auth: Auth,
  userId: number,
): Promise<NotificationSettings> {
  viewRight(auth, userId);
  const access = await accessOf(db, userId);
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
    const access = (await accessOf(tx, body.userId)) ?? [];
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

/** Someone notify() reaches: the channels on for the type, and the address for the email channel. */
export type Recipient = { channels: NotificationChannels; email: string };

/**
 * For notify() (issue 12): each of `userIds` who can receive the type now, with the channels in force and their
 * email; users who cannot (unknown, disabled, no longer the module access the type needs) are absent, as is
 * everyone for an unknown type. Three queries however many users: an audience may be every administrator.
 */
export async function recipientsOf(
  db: Reader,
  userIds: readonly number[],
  typeKey: string,
): Promise<Map<number, Recipient>> {
  const recipients = new Map<number, Recipient>();
  const type = notificationType(typeKey);
  if (!type || userIds.length === 0) return recipients;
  const active = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`${users.id} = any(${idArray(userIds)})`, eq(users.disabled, false)));
  if (active.length === 0) return recipients;
  const activeIds = idArray(active.map((u) => u.id));
  const grants = await db
    .select({ userId: moduleAccess.userId, module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(sql`${moduleAccess.userId} = any(${activeIds})`);
  const overrides = await db
    .select()
    .from(userNotificationSettings)
    .where(
      and(
        sql`${userNotificationSettings.userId} = any(${activeIds})`,
        eq(userNotificationSettings.typeKey, typeKey),
      ),
    );
  const accessOfUser = new Map<number, ModuleAccess[]>();
  for (const { userId, ...grant } of grants) {
    accessOfUser.set(userId, [...(accessOfUser.get(userId) ?? []), grant as ModuleAccess]);
  }
  const overrideOfUser = new Map(overrides.map((o) => [o.userId, o]));
  for (const user of active) {
    if (!receives(accessOfUser.get(user.id) ?? [], type)) continue;
    const override = overrideOfUser.get(user.id);
    const channels = override
      ? { inApp: override.inApp, push: override.push, email: override.email }
      : { ...type.defaults };
    recipients.set(user.id, { channels, email: user.email });
  }
  return recipients;
}
