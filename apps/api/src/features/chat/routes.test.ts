import { chatMessages, chatPaths } from '@homer/contracts/chat';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { notificationPaths } from '@homer/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { type OpenedStream, openStream } from '../../test/stream-client.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let ann: Signed;
let bob: Signed;
let cy: Signed;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  [ann, bob, cy] = await Promise.all([
    createSignedInUser(ctx, { userName: 'chat-ann', firstName: 'Ann', lastName: 'Chatley' }),
    createSignedInUser(ctx, { userName: 'chat-bob', firstName: 'Bob', lastName: 'Chatwin' }),
    createSignedInUser(ctx, { userName: 'chat-cy', firstName: 'Cy', lastName: 'Chatterton' }),
  ]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

const get = (path: string, token: string | null, query: Record<string, string | number> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? bearer(token) : {},
  });
const post = (path: string, payload: unknown, token: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

async function count(table: string, where = sql`true`): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return rows[0]?.n ?? 0;
}
const chatNotifications = (userId: number, roomId: number) =>
  count(
    'user_notifications',
    sql`user_id = ${userId} and notification_type = 'Chat' and subscription = ${`chat:${roomId}`}`,
  );
const liveEvents = async (userId: number, type: string) => {
  const { rows } = await ctx.db.execute<{ data: Record<string, unknown> }>(
    sql`select data from live_events where ${userId} = any(user_ids) and type = ${type} order by id`,
  );
  return rows.map((r) => r.data);
};

async function directRoom(a: Signed, b: Signed): Promise<number> {
  const res = await post(chatPaths.openDirect, { userId: b.userId }, a.token);
  expect(res.statusCode).toBe(200);
  return res.json().value.roomId;
}
async function send(who: Signed, roomId: number, message: string) {
  return post(chatPaths.send, { roomId, message }, who.token);
}

describe('a conversation between two people', () => {
  it('is one room per pair, whoever opens it, named after the other person', async () => {
    const roomId = await directRoom(ann, bob);
    expect(await directRoom(bob, ann)).toBe(roomId);
    const fromAnn = (await get(chatPaths.room, ann.token, { roomId })).json().value;
    expect(fromAnn).toMatchObject({ roomId, name: 'Bob Chatwin', isGroup: false });
    expect(fromAnn.members.map((m: { name: string }) => m.name)).toEqual(['Ann Chatley', 'Bob Chatwin']);
    expect((await get(chatPaths.room, bob.token, { roomId })).json().value.name).toBe('Ann Chatley');
  });

  it('refuses oneself, unknown and disabled users, and stores nothing', async () => {
    const rooms = await count('chat_rooms');
    const self = await post(chatPaths.openDirect, { userId: ann.userId }, ann.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(chatMessages.notYourself);
    const unknown = await post(chatPaths.openDirect, { userId: maxId }, ann.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(chatMessages.userNotFound);
    const past = await post(chatPaths.openDirect, { userId: maxId + 1 }, ann.token);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(chatMessages.userNotFound);
    const gone = await createSignedInUser(ctx, { userName: 'chat-gone' });
    await ctx.db.execute(sql`update users set disabled = true where id = ${gone.userId}`);
    expect((await post(chatPaths.openDirect, { userId: gone.userId }, ann.token)).statusCode).toBe(404);
    expect(await count('chat_rooms')).toBe(rooms);
  });

  it('sends live to both, notifies the other in Messages, not the sender, and not while they view the room', async () => {
    const roomId = await directRoom(ann, bob);
    const before = await chatNotifications(bob.userId, roomId);
    const sent = await send(ann, roomId, '  Hello Bob  ');
    expect(sent.statusCode).toBe(200);
    const message = sent.json().value;
    expect(message).toMatchObject({
      roomId,
      senderId: ann.userId,
      senderName: 'Ann Chatley',
      text: 'Hello Bob',
    });
    expect((await liveEvents(bob.userId, 'chatMessage')).at(-1)).toEqual(message);
    expect((await liveEvents(ann.userId, 'chatMessage')).at(-1)).toEqual(message);
    expect(await chatNotifications(bob.userId, roomId)).toBe(before + 1);
    expect(await chatNotifications(ann.userId, roomId)).toBe(0);
    const { rows } = await ctx.db.execute<{ title: string; message: string; options: unknown }>(sql`
      select title, message, options from user_notifications where user_id = ${bob.userId} order by id desc limit 1`);
    expect(rows[0]).toEqual({ title: 'Ann Chatley', message: 'Hello Bob', options: { roomId } });
    const counts = (await get(notificationPaths.counts, bob.token)).json().value;
    expect(counts.chat).toBeGreaterThanOrEqual(1);

    expect((await post(chatPaths.viewing, { roomId }, bob.token)).statusCode).toBe(200);
    await send(ann, roomId, 'Are you there?');
    expect(await chatNotifications(bob.userId, roomId)).toBe(before + 1);
    await post(chatPaths.viewing, { roomId: null }, bob.token);
    await send(ann, roomId, 'Gone again');
    expect(await chatNotifications(bob.userId, roomId)).toBe(before + 2);
  });

  it('refuses an empty, too long or unstorable message and stores nothing', async () => {
    const roomId = await directRoom(ann, bob);
    const stored = await count('chat_messages');
    for (const [message, expected] of [
      ['   ', chatMessages.messageRequired],
      ['x'.repeat(2001), chatMessages.messageTooLong],
      ['a\u0000b', fieldMessages.characters],
    ] as const) {
      const res = await send(ann, roomId, message);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(expected);
    }
    const noRoom = await post(chatPaths.send, { roomId: maxId + 1, message: 'x' }, ann.token);
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json().message).toBe(fieldMessages.id);
    expect(await count('chat_messages')).toBe(stored);
  });

  it('moves read markers forward only, live to the other member, and reads the room’s Chat notifications', async () => {
    const roomId = await directRoom(ann, bob);
    const first = (await send(ann, roomId, 'one')).json().value.messageId;
    const second = (await send(ann, roomId, 'two')).json().value.messageId;
    const unreadOf = async (who: Signed) =>
      (await get(chatPaths.rooms, who.token))
        .json()
        .value.items.find((r: { roomId: number }) => r.roomId === roomId).unread;
    expect(await unreadOf(bob)).toBeGreaterThanOrEqual(2);

    expect((await post(chatPaths.markRead, { roomId, messageId: second }, bob.token)).statusCode).toBe(200);
    expect(await unreadOf(bob)).toBe(0);
    expect((await liveEvents(ann.userId, 'chatRead')).at(-1)).toEqual({
      roomId,
      userId: bob.userId,
      messageId: second,
    });
    expect(
      await count(
        'user_notifications',
        sql`user_id = ${bob.userId} and notification_type = 'Chat' and not marked_as_read`,
      ),
    ).toBe(0);

    for (const [path, body] of [
      [chatPaths.markRead, { roomId, messageId: maxId + 1 }],
      [chatPaths.markRead, { roomId, messageId: 0 }],
      [chatPaths.viewing, { roomId: maxId + 1 }],
    ] as const) {
      const refused = await post(path, body, bob.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(fieldMessages.id);
    }
    await post(chatPaths.markRead, { roomId, messageId: first }, bob.token);
    const room = (await get(chatPaths.room, ann.token, { roomId })).json().value;
    expect(room.members.find((m: { userId: number }) => m.userId === bob.userId).lastReadMessageId).toBe(
      second,
    );
  });

  it('keeps a third person out of every call and tells them it does not exist', async () => {
    const roomId = await directRoom(ann, bob);
    const stored = await count('chat_messages');
    const calls = [
      get(chatPaths.room, cy.token, { roomId }),
      get(chatPaths.messages, cy.token, { roomId }),
      send(cy, roomId, 'let me in'),
      post(chatPaths.markRead, { roomId, messageId: 1 }, cy.token),
      post(chatPaths.viewing, { roomId }, cy.token),
      post(chatPaths.leave, { roomId }, cy.token),
      post(chatPaths.addMembers, { roomId, userIds: [cy.userId] }, cy.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(chatMessages.roomNotFound);
    }
    expect(await count('chat_messages')).toBe(stored);
    expect(await count('chat_room_members', sql`room_id = ${roomId} and user_id = ${cy.userId}`)).toBe(0);
    expect((await get(chatPaths.rooms, null)).statusCode).toBe(401);
  });

  it('stops notifying a member who unsubscribed from the room’s notification', async () => {
    const dee = await createSignedInUser(ctx, { userName: 'chat-dee' });
    const roomId = await directRoom(ann, dee);
    await send(ann, roomId, 'first');
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`select id from user_notifications where user_id = ${dee.userId} and notification_type = 'Chat'`,
    );
    const res = await post(notificationPaths.unsubscribe, { userNotificationId: rows[0]?.id }, dee.token);
    expect(res.statusCode).toBe(200);
    await send(ann, roomId, 'second');
    expect(await chatNotifications(dee.userId, roomId)).toBe(1);
  });
});

describe('group rooms', () => {
  it('are made with a name and members, refusing bad input without storing anything', async () => {
    const rooms = await count('chat_rooms');
    const cases = [
      [{ name: ' ', userIds: [bob.userId] }, chatMessages.nameRequired],
      [{ name: 'x'.repeat(101), userIds: [bob.userId] }, chatMessages.nameTooLong],
      [{ name: 'Team', userIds: [] }, chatMessages.membersRequired],
      [{ name: 'Team', userIds: [ann.userId] }, chatMessages.membersRequired],
      [{ name: 'Team', userIds: Array.from({ length: 50 }, (_, i) => i + 1) }, chatMessages.tooManyMembers],
      [{ name: 'Team', userIds: [bob.userId, maxId] }, chatMessages.userNotFound],
    ] as const;
    for (const [body, expected] of cases) {
      const res = await post(chatPaths.createGroup, body, ann.token);
      expect(res.statusCode, expected).toBe(400);
      expect(res.json().message).toBe(expected);
    }
    expect(await count('chat_rooms')).toBe(rooms);

    const made = await post(
      chatPaths.createGroup,
      { name: 'Pharmacy team', userIds: [bob.userId, bob.userId, ann.userId] },
      ann.token,
    );
    expect(made.statusCode).toBe(200);
    expect(made.json().value).toMatchObject({ name: 'Pharmacy team', isGroup: true });
    expect(made.json().value.members).toHaveLength(2);
  });

  it('gain members with a note, refuse adding to a conversation of two, and end when the last one leaves', async () => {
    const roomId = (
      await post(chatPaths.createGroup, { name: 'Night shift', userIds: [bob.userId] }, ann.token)
    ).json().value.roomId;
    const added = await post(chatPaths.addMembers, { roomId, userIds: [cy.userId] }, bob.token);
    expect(added.statusCode).toBe(200);
    expect(added.json().value.members).toHaveLength(3);
    const notes = (await get(chatPaths.messages, cy.token, { roomId })).json().value.items;
    expect(notes[0]).toMatchObject({ senderId: null, text: 'Bob Chatwin added Cy Chatterton.' });
    expect((await liveEvents(cy.userId, 'chatRoomChanged')).at(-1)).toEqual({ roomId });

    const direct = await directRoom(ann, bob);
    const refused = await post(chatPaths.addMembers, { roomId: direct, userIds: [cy.userId] }, ann.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(chatMessages.directRoomMembers);
    expect(await count('chat_room_members', sql`room_id = ${direct}`)).toBe(2);

    await post(chatPaths.leave, { roomId }, cy.token);
    expect((await get(chatPaths.messages, ann.token, { roomId })).json().value.items[0].text).toBe(
      'Cy Chatterton left.',
    );
    expect((await get(chatPaths.room, cy.token, { roomId })).statusCode).toBe(404);
    await post(chatPaths.leave, { roomId }, ann.token);
    await post(chatPaths.leave, { roomId }, bob.token);
    expect(await count('chat_rooms', sql`id = ${roomId}`)).toBe(0);
    expect(await count('chat_messages', sql`room_id = ${roomId}`)).toBe(0);
  });
});

describe('paging', () => {
  it('pages rooms by last activity and messages by id, without repeats', async () => {
    const eve = await createSignedInUser(ctx, { userName: 'chat-eve' });
    const made: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post(chatPaths.createGroup, { name: `Room ${i}`, userIds: [ann.userId] }, eve.token);
      made.push(res.json().value.roomId);
    }
    const first = (await get(chatPaths.rooms, eve.token)).json().value;
    expect(first.items).toHaveLength(20);
    expect(first.items[0].roomId).toBe(made.at(-1));
    const second = (await get(chatPaths.rooms, eve.token, { before: first.next })).json().value;
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((r: { roomId: number }) => r.roomId).sort()).toEqual(
      [...made].sort(),
    );
    const bad = await get(chatPaths.rooms, eve.token, { before: '1.99999999999' });
    expect(bad.statusCode).toBe(400);

    const roomId = made[0] as number;
    for (let i = 0; i < 31; i++) await send(eve, roomId, `m${i}`);
    const page = (await get(chatPaths.messages, eve.token, { roomId })).json().value;
    expect(page.items).toHaveLength(30);
    expect(page.items[0].text).toBe('m30');
    expect(page.hasMore).toBe(true);
    const rest = (
      await get(chatPaths.messages, eve.token, { roomId, before: page.items.at(-1).messageId })
    ).json().value;
    expect(rest.items.map((m: { text: string }) => m.text)).toEqual(['m0']);
    expect(rest.hasMore).toBe(false);
    // The room with the newest message comes first.
    expect((await get(chatPaths.rooms, eve.token)).json().value.items[0].roomId).toBe(roomId);
  });
});

describe('users and who is online', () => {
  it('finds enabled users other than the caller, taking % literally', async () => {
    const found = (await get(chatPaths.users, ann.token, { search: 'chat' })).json().value;
    const names = found.map((u: { name: string }) => u.name);
    expect(names).toContain('Bob Chatwin');
    expect(names).not.toContain('Ann Chatley');
    expect((await get(chatPaths.users, ann.token, { search: '%' })).json().value).toEqual([]);
    // Only names: an email or user name typed in tells nothing about who has an account.
    expect((await get(chatPaths.users, ann.token, { search: 'chat-bob@test.example' })).json().value).toEqual(
      [],
    );
    expect((await get(chatPaths.users, ann.token, { search: 'chat-bob' })).json().value).toEqual([]);
    const tooLong = await get(chatPaths.users, ann.token, { search: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lists a user as online while a stream is open on any instance, and not after it closes', async () => {
    const other: App = await buildApp(ctx.config, ctx.db);
    await other.ready();
    try {
      const online = async () =>
        (await get(chatPaths.online, ann.token)).json().value.map((u: { userId: number }) => u.userId);
      expect(await online()).not.toContain(bob.userId);
      const otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
      const stream = await openStream(otherBase, bearer(bob.token));
      streams.push(stream);
      await expect.poll(online).toContain(bob.userId);
      const room = (await get(chatPaths.room, ann.token, { roomId: await directRoom(ann, bob) })).json()
        .value;
      expect(room.members.find((m: { userId: number }) => m.userId === bob.userId).online).toBe(true);
      stream.close();
      await expect.poll(online).not.toContain(bob.userId);
    } finally {
      await other.close();
    }
  });
});
