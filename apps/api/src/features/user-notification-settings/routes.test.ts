import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { notificationSettingsMessages } from '@homer/contracts/notification-settings';
import { usersMessages } from '@homer/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { recipientsOf } from '../../platform/notify/recipients.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

/** The channels notify() would use for one user, or null when it would skip them. */
const channelsFor = async (db: TestContext['db'], userId: number, typeKey: string) =>
  (await recipientsOf(db, [userId], typeKey)).get(userId)?.channels ?? null;

let ctx: TestContext;
type Signed = { userId: number; token: string };
let userAdmin: Signed;
let owner: Signed;
let other: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  [userAdmin, owner, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'nsadmin',
      // At least the owners' roles in their modules: an editor must outrank the user (decision 065).
      access: [
        { module: Module.Admin, role: Role.UserAdmin },
        { module: Module.HelpDesk, role: Role.User },
        { module: Module.BA, role: Role.Manager },
      ],
    }),
    createSignedInUser(ctx, {
      userName: 'nsowner',
      access: [
        { module: Module.HelpDesk, role: Role.User },
        { module: Module.BA, role: Role.Manager },
      ],
    }),
    createSignedInUser(ctx, { userName: 'nsother', access: [{ module: Module.BA, role: Role.User }] }),
  ]);
});
afterAll(() => ctx.close());

const base = '/api/Administration/Users';
const get = (userId: number | string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${base}/GetNotificationSettings?userId=${userId}`,
    headers: token ? bearer(token) : {},
  });
const save = (payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base}/SaveNotificationSettings`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const stored = (userId: number) =>
  ctx.db
    .select()
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId))
    .orderBy(userNotificationSettings.typeKey);
const ticket = 'helpdesk.ticket-assigned';
const budget = 'ba.budget-over-notification-level';
type Row = { key: string; inApp: boolean; push: boolean; email: boolean; isDefault: boolean };

describe('notifications tab', () => {
  it('lists the types the user receives at their defaults; the owner saves an override, audited', async () => {
    const res = await get(owner.userId, owner.token);
    expect(res.statusCode).toBe(200);
    const rows: Row[] = res.json().value.settings;
    expect(rows.map((r) => r.key)).toEqual([
      'icq.review-answered',
      ticket,
      'helpdesk.ticket-reply',
      budget,
      'account.inactive-account-warning',
      'reports.report-delivered',
      'chat.message-received',
    ]);
    expect(rows.every((r) => r.isDefault)).toBe(true);
    expect(rows[1]).toMatchObject({ key: ticket, inApp: true, push: true, email: true });

    const saved = await save(
      { userId: owner.userId, settings: [{ key: ticket, inApp: true, push: false, email: false }] },
      owner.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(notificationSettingsMessages.saved);
    expect(saved.json().value.settings[1]).toMatchObject({
      key: ticket,
      push: false,
      email: false,
      isDefault: false,
    });
    expect(await stored(owner.userId)).toEqual([
      { userId: owner.userId, typeKey: ticket, inApp: true, push: false, email: false },
    ]);
    expect(await channelsFor(ctx.db, owner.userId, ticket)).toEqual({
      inApp: true,
      push: false,
      email: false,
    });
    expect(await channelsFor(ctx.db, owner.userId, budget)).toEqual({ inApp: true, push: true, email: true });

    const audit = await ctx.db
      .select({
        field: globalAudit.field,
        changedTo: globalAudit.changedTo,
        changedBy: globalAudit.changedBy,
      })
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'user_notification_settings'),
          eq(globalAudit.entityId, String(owner.userId)),
        ),
      );
    expect(audit).toEqual(
      expect.arrayContaining([
        { field: 'type_key', changedTo: ticket, changedBy: owner.userId },
        { field: 'push', changedTo: 'false', changedBy: owner.userId },
      ]),
    );

    // Back to the defaults: the override goes, and the type follows the catalogue again.
    await save(
      { userId: owner.userId, settings: [{ key: ticket, inApp: true, push: true, email: true }] },
      owner.token,
    );
    expect(await stored(owner.userId)).toEqual([]);
    expect((await get(owner.userId, owner.token)).json().value.settings[0].isDefault).toBe(true);
  });

  it('a user administrator reads and saves anyone’s; others get 403, no session 401', async () => {
    const read = await get(other.userId, userAdmin.token);
    expect(read.json().value.settings.map((r: Row) => r.key)).toEqual([
      'account.inactive-account-warning',
      'reports.report-delivered',
      'chat.message-received',
    ]);
    const saved = await save(
      {
        userId: other.userId,
        settings: [{ key: 'account.inactive-account-warning', inApp: false, push: false, email: true }],
      },
      userAdmin.token,
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await stored(other.userId);
    expect(row).toMatchObject({ inApp: false, email: true });
    const [audit] = await ctx.db
      .select({ changedBy: globalAudit.changedBy })
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'user_notification_settings'),
          eq(globalAudit.entityId, String(other.userId)),
        ),
      );
    expect(audit?.changedBy).toBe(userAdmin.userId);

    const denied = await get(owner.userId, other.token);
    expect([denied.statusCode, denied.json().message]).toEqual([403, messages.accessDenied]);
    const deniedSave = await save(
      { userId: owner.userId, settings: [{ key: ticket, inApp: false, push: false, email: false }] },
      other.token,
    );
    expect([deniedSave.statusCode, deniedSave.json().message]).toEqual([403, messages.accessDenied]);
    expect(await stored(owner.userId)).toEqual([]);
    expect((await get(owner.userId)).statusCode).toBe(401);
    const anonymous = await save({ userId: owner.userId, settings: [] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown and unreceived types, ids past int4, NUL and duplicates, storing nothing', async () => {
    const good = { key: ticket, inApp: false, push: false, email: false };
    const cases: [unknown, number, string][] = [
      [
        { userId: owner.userId, settings: [good, { ...good, key: 'nope.nope' }] },
        400,
        'Unknown notification',
      ],
      [
        { userId: owner.userId, settings: [{ ...good, key: `${ticket}\u0000` }] },
        400,
        'Unknown notification',
      ],
      [{ userId: owner.userId, settings: [good, good] }, 400, notificationSettingsMessages.duplicate],
      [
        { userId: owner.userId, settings: [{ ...good, push: 'no' }] },
        400,
        notificationSettingsMessages.channel,
      ],
      [{ userId: maxId + 1, settings: [good] }, 400, fieldMessages.id],
      [{ userId: '1\u0000', settings: [good] }, 400, fieldMessages.id],
      // Known, but the owner has no Admin access: a job failure is not theirs to configure.
      [
        {
          userId: owner.userId,
          settings: [good, { key: 'admin.scheduled-job-failed', inApp: false, push: false, email: false }],
        },
        400,
        notificationSettingsMessages.notReceived,
      ],
      [{ userId: maxId, settings: [good] }, 404, usersMessages.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(body, userAdmin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await stored(owner.userId)).toEqual([]);
    expect((await get(maxId + 1, userAdmin.token)).statusCode).toBe(400);
    expect((await get('1%00', userAdmin.token)).statusCode).toBe(400);
    expect((await get(maxId, userAdmin.token)).statusCode).toBe(404);
  });

  it('recipientsOf leaves out a disabled user, an unknown type and a user without the module', async () => {
    const disabled = await createUser(ctx.db, {
      userName: 'nsdisabled',
      access: [{ module: Module.HelpDesk, role: Role.User }],
      disabled: true,
    });
    expect(await channelsFor(ctx.db, disabled, ticket)).toBeNull();
    expect(await channelsFor(ctx.db, owner.userId, 'nope.nope')).toBeNull();
    expect(await channelsFor(ctx.db, other.userId, ticket)).toBeNull();
    expect(await channelsFor(ctx.db, maxId, ticket)).toBeNull();
    expect(await channelsFor(ctx.db, other.userId, 'account.inactive-account-warning')).toEqual({
      inApp: false,
      push: false,
      email: true,
    });
  });
});
