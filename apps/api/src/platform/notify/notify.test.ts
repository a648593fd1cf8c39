import { Module, Role } from '@homer/contracts/access';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { userNotifications, userNotificationUnsubscriptions } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { notify, sendNotificationEmails } from './notify.ts';

let ctx: TestContext;
let admin: number;
let otherAdmin: number;
let disabledAdmin: number;
let baUser: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const sysAdmin = [{ module: Module.Admin, role: Role.SystemAdmin }];
  admin = await createUser(ctx.db, { userName: 'nfadmin', access: sysAdmin });
  otherAdmin = await createUser(ctx.db, { userName: 'nfadmin2', access: sysAdmin });
  disabledAdmin = await createUser(ctx.db, { userName: 'nfgone', access: sysAdmin, disabled: true });
  baUser = await createUser(ctx.db, { userName: 'nfba', access: [{ module: Module.BA, role: Role.User }] });
});
afterAll(() => ctx.close());

const rowsOf = (userId: number) =>
  ctx.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
const jobFailed = {
  typeKey: 'admin.scheduled-job-failed',
  title: 'Scheduled job failed: X',
  message: 'boom',
  link: 'admin/system/quartz/pcg-history',
} as const;

describe('notify', () => {
  it('stores an in-app row for each recipient who receives the type, and skips the others', async () => {
    const result = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, { ...jobFailed, recipients: [admin, baUser, disabledAdmin] }),
    );
    expect(result.notificationIds).toHaveLength(1);
    expect(result.pushed).toEqual([admin]);
    // The type's defaults: email off for job failures.
    expect(result.emails).toEqual([]);
    const [row] = await rowsOf(admin);
    expect(row).toMatchObject({
      notificationType: 'Notification',
      businessArea: 1,
      typeKey: 'admin.scheduled-job-failed',
      title: jobFailed.title,
      message: 'boom',
      link: jobFailed.link,
      markedAsRead: false,
    });
    expect(await rowsOf(baUser)).toEqual([]);
    expect(await rowsOf(disabledAdmin)).toEqual([]);
  });

  it("'audience' reaches every active user who receives the type", async () => {
    const result = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, { ...jobFailed, recipients: 'audience', subscription: 'job:aud' }),
    );
    const ids = await ctx.db
      .select({ userId: userNotifications.userId })
      .from(userNotifications)
      .where(eq(userNotifications.subscription, 'job:aud'));
    expect(ids.map((r) => r.userId).sort()).toEqual([admin, otherAdmin].sort());
    expect(result.notificationIds).toHaveLength(2);
  });

  it('honours the settings: in-app off stores no row, email on queues mail in the outbox', async () => {
    await ctx.db
      .insert(userNotificationSettings)
      .values({ userId: otherAdmin, typeKey: jobFailed.typeKey, inApp: false, push: false, email: true });
    const before = (await rowsOf(otherAdmin)).length;
    const result = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, { ...jobFailed, title: 'Settings honoured', recipients: [otherAdmin] }),
    );
    await sendNotificationEmails(ctx.db, ctx.config, result.emails);
    expect(result.notificationIds).toEqual([]);
    expect(result.pushed).toEqual([]);
    expect((await rowsOf(otherAdmin)).length).toBe(before);
    const mail = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Settings honoured'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toBe('nfadmin2@test.example');
    expect(mail[0]?.textBody).toContain(`${ctx.config.publicBaseUrl}/admin/system/quartz/pcg-history`);
  });

  it('skips a user who unsubscribed from the subscription', async () => {
    await ctx.db.insert(userNotificationUnsubscriptions).values({ userId: admin, subscription: 'job:quiet' });
    const result = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, { ...jobFailed, recipients: [admin], subscription: 'job:quiet' }),
    );
    expect(result).toEqual({ notificationIds: [], pushed: [], emails: [] });
    const quiet = await ctx.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, admin), eq(userNotifications.subscription, 'job:quiet')));
    expect(quiet).toEqual([]);
  });

  it('stores nothing when the caller rolls back', async () => {
    const before = (await rowsOf(admin)).length;
    await expect(
      withTx(ctx.db, systemActor, async (tx) => {
        await notify(tx, ctx.config, { ...jobFailed, recipients: [admin] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rowsOf(admin)).length).toBe(before);
  });

  it('does nothing for an unknown type', async () => {
    const result = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, {
        ...jobFailed,
        typeKey: 'nope' as 'admin.scheduled-job-failed',
        recipients: [admin],
      }),
    );
    expect(result.notificationIds).toEqual([]);
  });
});
