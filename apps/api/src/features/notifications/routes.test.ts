import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { notificationMessages, notificationPaths } from '@homer/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userNotifications, userNotificationUnsubscriptions } from '../../db/schema/notifications.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { notify } from '../../platform/notify/notify.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let me: Signed;
let other: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  const access = [
    { module: Module.Admin, role: Role.SystemAdmin },
    { module: Module.BA, role: Role.Manager },
  ];
  [me, other] = await Promise.all([
    createSignedInUser(ctx, { userName: 'ntme', access }),
    createSignedInUser(ctx, { userName: 'ntother', access }),
  ]);
});
afterAll(() => ctx.close());

const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/${path}`, headers: token ? bearer(token) : {} });
const post = (path: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

/** n notifications for the user, oldest first; area 1 (job failed) or 9 (budget over its level). */
async function give(userId: number, count: number, opts: { area?: 1 | 9; subscription?: string } = {}) {
  const typeKey = opts.area === 9 ? 'ba.budget-over-notification-level' : 'admin.scheduled-job-failed';
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, {
        typeKey,
        recipients: [userId],
        title: `T${i}`,
        message: `M${i}`,
        link: 'dashboard',
        subscription: opts.subscription,
      }),
    );
    ids.push(...r.notificationIds);
  }
  return ids;
}
const all = (userId: number) =>
  ctx.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(userNotifications.id);

/** The live events addressed to the user, oldest first (features/live-events). */
const eventsOf = async (userId: number) =>
  (
    await ctx.db.execute<{ type: string; data: Record<string, unknown> }>(
      sql`select type, data from live_events where ${userId} = any(user_ids) order by id`,
    )
  ).rows;

beforeEach(async () => {
  await ctx.db.delete(userNotifications);
  await ctx.db.delete(userNotificationUnsubscriptions);
});

describe('access', () => {
  it('answers 401 without a session on every call', async () => {
    expect((await get(`${notificationPaths.list}?type=Notification`)).statusCode).toBe(401);
    expect((await get(notificationPaths.counts)).statusCode).toBe(401);
    for (const path of [notificationPaths.markRead, notificationPaths.delete, notificationPaths.unsubscribe])
      expect((await post(path, { userNotificationId: 1 })).statusCode).toBe(401);
    expect((await post(notificationPaths.markAllRead, { type: 'Notification' })).statusCode).toBe(401);
    expect((await post(notificationPaths.deleteAll, { type: 'Notification' })).statusCode).toBe(401);
  });

  it("another user's notification answers 404 and stays unchanged", async () => {
    const [theirs] = await give(other.userId, 1, { subscription: 'budget:1' });
    for (const path of [
      notificationPaths.markRead,
      notificationPaths.delete,
      notificationPaths.unsubscribe,
    ]) {
      const res = await post(path, { userNotificationId: theirs }, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(notificationMessages.notFound);
    }
    const [row] = await all(other.userId);
    expect(row).toMatchObject({ id: theirs, markedAsRead: false });
    expect(await ctx.db.select().from(userNotificationUnsubscriptions)).toEqual([]);
    const list = (await get(`${notificationPaths.list}?type=Notification&unreadOnly=false`, me.token)).json();
    expect(list.value.items).toEqual([]);
    // Mark all / delete all reach only the caller's rows.
    await post(notificationPaths.markAllRead, { type: 'Notification' }, me.token);
    await post(notificationPaths.deleteAll, { type: 'Notification' }, me.token);
    expect(await all(other.userId)).toHaveLength(1);
    expect((await all(other.userId))[0]?.markedAsRead).toBe(false);
  });
});

describe('list and counts', () => {
  it('pages of 5 newest first, unread only by default, with show previous; the unread counts', async () => {
    const ids = await give(me.userId, 7);
    await post(notificationPaths.markRead, { userNotificationId: ids[6] }, me.token);
    const first = (await get(`${notificationPaths.list}?type=Notification`, me.token)).json().value;
    expect(first.items.map((n: { userNotificationId: number }) => n.userNotificationId)).toEqual([
      ids[5],
      ids[4],
      ids[3],
      ids[2],
      ids[1],
    ]);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({
      notificationType: 'Notification',
      businessArea: 1,
      businessAreaName: 'Administration',
      title: 'T5',
      message: 'M5',
      link: 'dashboard',
      markedAsRead: false,
      markedAsReadDate: null,
    });
    const next = (await get(`${notificationPaths.list}?type=Notification&before=${ids[1]}`, me.token)).json()
      .value;
    expect(next.items.map((n: { userNotificationId: number }) => n.userNotificationId)).toEqual([ids[0]]);
    expect(next.hasMore).toBe(false);
    const everything = (
      await get(`${notificationPaths.list}?type=Notification&unreadOnly=false`, me.token)
    ).json().value;
    expect(everything.items[0].userNotificationId).toBe(ids[6]);
    expect(everything.items[0].markedAsRead).toBe(true);
    const chat = (await get(`${notificationPaths.list}?type=Chat`, me.token)).json().value;
    expect(chat.items).toEqual([]);
    expect((await get(notificationPaths.counts, me.token)).json().value).toEqual({
      notification: 6,
      chat: 0,
    });
  });

  it('filters by business area', async () => {
    await give(me.userId, 2);
    const [budget] = await give(me.userId, 1, { area: 9 });
    const res = (await get(`${notificationPaths.list}?type=Notification&businessArea=9`, me.token)).json()
      .value;
    expect(res.items.map((n: { userNotificationId: number }) => n.userNotificationId)).toEqual([budget]);
  });

  it('refuses an unknown type, area or cursor past int4', async () => {
    for (const [query, message] of [
      ['type=Other', notificationMessages.unknownKind],
      ['type=Notification&businessArea=0', notificationMessages.unknownArea],
      ['type=Notification&businessArea=99', notificationMessages.unknownArea],
      [`type=Notification&before=${maxId + 1}`, fieldMessages.id],
    ] as const) {
      const res = await get(`${notificationPaths.list}?${query}`, me.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('changes', () => {
  it('marks one read, and all read of one business area', async () => {
    const [a, b] = await give(me.userId, 2);
    const [c] = await give(me.userId, 1, { area: 9 });
    expect((await post(notificationPaths.markRead, { userNotificationId: a }, me.token)).statusCode).toBe(
      200,
    );
    let rows = await all(me.userId);
    expect(rows.find((r) => r.id === a)?.markedAsRead).toBe(true);
    expect(rows.find((r) => r.id === a)?.markedAsReadAt).toBeInstanceOf(Date);
    await post(notificationPaths.markAllRead, { type: 'Notification', businessAreas: [9] }, me.token);
    rows = await all(me.userId);
    expect(rows.find((r) => r.id === b)?.markedAsRead).toBe(false);
    expect(rows.find((r) => r.id === c)?.markedAsRead).toBe(true);
    await post(notificationPaths.markAllRead, { type: 'Notification' }, me.token);
    expect((await all(me.userId)).every((r) => r.markedAsRead)).toBe(true);
  });

  it('deletes one, all of one business area, and all', async () => {
    const [a] = await give(me.userId, 3);
    await give(me.userId, 1, { area: 9 });
    await post(notificationPaths.delete, { userNotificationId: a }, me.token);
    expect(await all(me.userId)).toHaveLength(3);
    await post(notificationPaths.deleteAll, { type: 'Notification', businessArea: 9 }, me.token);
    expect((await all(me.userId)).map((r) => r.businessArea)).toEqual([1, 1]);
    await post(notificationPaths.deleteAll, { type: 'Notification' }, me.token);
    expect(await all(me.userId)).toEqual([]);
  });

  it('unsubscribes: marks every unread of the subscription read and stops further ones', async () => {
    const [a, b] = await give(me.userId, 2, { subscription: 'budget:12' });
    const [other12] = await give(me.userId, 1, { subscription: 'budget:13' });
    const res = await post(notificationPaths.unsubscribe, { userNotificationId: a }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(notificationMessages.unsubscribed);
    const rows = await all(me.userId);
    expect(rows.find((r) => r.id === b)?.markedAsRead).toBe(true);
    expect(rows.find((r) => r.id === other12)?.markedAsRead).toBe(false);
    expect(await give(me.userId, 1, { subscription: 'budget:12' })).toEqual([]);
    expect(await give(me.userId, 1, { subscription: 'budget:13' })).toHaveLength(1);
  });

  it('refuses to unsubscribe without a subscription, or when already read', async () => {
    const [plain] = await give(me.userId, 1);
    const [read] = await give(me.userId, 1, { subscription: 'budget:5' });
    await post(notificationPaths.markRead, { userNotificationId: read }, me.token);
    for (const id of [plain, read]) {
      const res = await post(notificationPaths.unsubscribe, { userNotificationId: id }, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(notificationMessages.noSubscription);
    }
    expect(await ctx.db.select().from(userNotificationUnsubscriptions)).toEqual([]);
    expect((await all(me.userId)).find((r) => r.id === plain)?.markedAsRead).toBe(false);
  });

  it('refuses ids past int4, NUL characters and unknown areas, storing nothing', async () => {
    const [a] = await give(me.userId, 1, { area: 9, subscription: 'budget:1' });
    const bad: Array<[string, unknown, string]> = [
      [notificationPaths.markRead, { userNotificationId: maxId + 1 }, fieldMessages.id],
      [notificationPaths.delete, { userNotificationId: 0 }, fieldMessages.id],
      [notificationPaths.unsubscribe, { userNotificationId: '1\u0000' }, fieldMessages.id],
      [notificationPaths.markAllRead, { type: 'Notification\u0000' }, notificationMessages.unknownKind],
      [
        notificationPaths.markAllRead,
        { type: 'Notification', businessAreas: [9, 42] },
        notificationMessages.unknownArea,
      ],
      [
        notificationPaths.deleteAll,
        { type: 'Notification', businessArea: 0 },
        notificationMessages.unknownArea,
      ],
      [
        notificationPaths.deleteAll,
        { type: 'Chat', businessArea: maxId + 1 },
        notificationMessages.unknownArea,
      ],
    ];
    for (const [path, body, message] of bad) {
      const res = await post(path, body, me.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const rows = await all(me.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a, markedAsRead: false });
    expect(await ctx.db.select().from(userNotificationUnsubscriptions)).toEqual([]);
  });

  it("notify sends notificationReceived and push; each change tells the user's other tabs", async () => {
    const [a] = await give(me.userId, 1);
    const sent = (await eventsOf(me.userId)).slice(-2);
    expect(sent).toEqual([
      {
        type: 'notificationReceived',
        data: { userNotificationId: a, notificationType: 'Notification', businessArea: 1 },
      },
      {
        type: 'pushNotification',
        data: expect.objectContaining({ header: 'T0', message: 'M0', businessArea: 1, url: 'dashboard' }),
      },
    ]);
    const count = (await eventsOf(me.userId)).length;
    await post(notificationPaths.markRead, { userNotificationId: a }, me.token);
    await post(notificationPaths.markAllRead, { type: 'Notification' }, me.token);
    await post(notificationPaths.delete, { userNotificationId: a }, me.token);
    const after = await eventsOf(me.userId);
    expect(after.slice(count).map((e) => e.type)).toEqual([
      'persistentNotificationReceived',
      'persistentNotificationReceived',
      'persistentNotificationReceived',
    ]);
    // A refused change publishes nothing.
    await post(notificationPaths.markRead, { userNotificationId: a }, me.token);
    expect(await eventsOf(me.userId)).toHaveLength(after.length);
    expect((await eventsOf(other.userId)).filter((e) => e.type === 'persistentNotificationReceived')).toEqual(
      [],
    );
  });

  it('an unknown id answers 404', async () => {
    const res = await post(notificationPaths.markRead, { userNotificationId: maxId }, me.token);
    expect(res.statusCode).toBe(404);
  });
});
