import type { ModuleAccess } from '@homer/contracts/access';
import {
  type NotificationChannels,
  notificationType,
  receives,
} from '@homer/contracts/notification-settings';
import { and, eq, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import type { Tx } from '../../db/tx.ts';

type Reader = Db | Tx;

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
