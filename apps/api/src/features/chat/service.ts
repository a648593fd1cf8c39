import {
  type ChatMessage,
  type ChatMessagesPage,
  type ChatRoom,
  type ChatRoomsPage,
  type ChatUser,
  type CreateGroupRoomBody,
  chatLimits,
  chatMessages as says,
} from '@homer/contracts/chat';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { idArray } from '../../db/id-array.ts';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../db/pool.ts';
import { chatMessages, chatRoomMembers, chatRooms } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/core.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { isOnline } from '../../platform/live-events/presence.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { notify } from '../../platform/notify/notify.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { userSearchText } from '../../platform/user-accounts/user-columns.ts';
import { HttpError } from '../../plugins/errors.ts';
import { readSubscription } from '../notifications/service.ts';

type Room = { id: number; name: string | null; directKey: string | null };
/** A chat_messages row with its sender's name; raw queries alias their columns to these names. */
type MessageRow = Pick<typeof chatMessages.$inferSelect, 'id' | 'roomId' | 'senderId' | 'body'> & {
  senderName: string;
  sentAt: Date | string;
};
const messageColumns = (m: string, u: string) =>
  sql.raw(`${m}.id, ${m}.room_id as "roomId", ${m}.sender_id as "senderId",
    coalesce(${u}.first_name || ' ' || ${u}.last_name, '') as "senderName", ${m}.body, ${m}.sent_at as "sentAt"`);

const fullName = (alias: string) => sql.raw(`(${alias}.first_name || ' ' || ${alias}.last_name)`);
/** A chat notification follows its room: unsubscribing from it mutes the room (spec §5). */
const roomSubscription = (roomId: number) => `chat:${roomId}`;

function toMessage(row: MessageRow): ChatMessage {
  return {
    messageId: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    senderName: row.senderName,
    text: row.body,
    sentAt: new Date(row.sentAt).toISOString(),
  };
}

/** The caller's room; a room they are not in answers as an unknown one, so its existence does not leak. */
async function memberRoom(db: Db | Tx, userId: number, roomId: number, lock = false): Promise<Room> {
  const query = db
    .select({ id: chatRooms.id, name: chatRooms.name, directKey: chatRooms.directKey })
    .from(chatRooms)
    .innerJoin(chatRoomMembers, eq(chatRoomMembers.roomId, chatRooms.id))
    .where(and(eq(chatRooms.id, roomId), eq(chatRoomMembers.userId, userId)));
  const [room] = lock ? await query.for('update', { of: chatRooms }) : await query;
  if (!room) throw new HttpError(404, says.roomNotFound);
  return room;
}

async function memberIds(db: Db | Tx, roomId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatRoomMembers.userId })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((r) => r.userId);
}

/** Enabled users among `ids`; any other id is refused, so no room gains someone who does not exist. */
async function requireEnabledUsers(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await db.execute<{ id: number; name: string }>(sql`
    select u.id, ${fullName('u')} as name from users u where u.id = any(${idArray(ids)}) and not u.disabled`);
  if (rows.rows.length !== ids.length) throw new HttpError(400, says.userNotFound);
  return new Map(rows.rows.map((r) => [r.id, r.name]));
}

async function nameOf(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

/** A note written into the room (members joined or left), sent live to everyone in it. */
async function addNote(tx: Tx, roomId: number, text: string, audience: readonly number[]): Promise<void> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ roomId, senderId: null, body: text.slice(0, chatLimits.message) })
    .returning();
  if (!row) return;
  await tx.update(chatRooms).set({ lastActivityAt: row.sentAt }).where(eq(chatRooms.id, roomId));
  await publishLiveEvent(tx, { userIds: audience }, 'chatMessage', toMessage({ ...row, senderName: '' }));
}

const roomChanged = (tx: Tx, roomId: number, audience: readonly number[]) =>
  publishLiveEvent(tx, { userIds: audience }, 'chatRoomChanged', { roomId });

/** The caller's rooms, most recent activity first, 20 a page, keyset on (activity, id). */
export async function listRooms(db: Db, userId: number, before?: string): Promise<ChatRoomsPage> {
  const [activityUs, roomId] = before ? before.split('.') : [];
  const after =
    activityUs && roomId
      ? sql`and (r.last_activity_at, r.id::bigint) <
          ('epoch'::timestamptz + ${activityUs}::bigint * interval '1 microsecond', ${roomId}::bigint)`
      : sql``;
  const { rows } = await db.execute<{
    id: number;
    name: string | null;
    last_activity_at: Date | string;
    activity_us: string;
    member_count: number;
    other_name: string | null;
    unread: number;
    last_message: MessageRow | null;
  }>(sql`
    select r.id, r.name, r.last_activity_at,
      (extract(epoch from r.last_activity_at) * 1000000)::bigint::text as activity_us,
      (select count(*)::int from chat_room_members c where c.room_id = r.id) as member_count,
      (select ${fullName('u')} from chat_room_members o join users u on u.id = o.user_id
        where o.room_id = r.id and o.user_id <> ${userId} order by o.user_id limit 1) as other_name,
      (select count(*)::int from (select 1 from chat_messages cm where cm.room_id = r.id
        and cm.id > coalesce(m.last_read_message_id, 0) and cm.sender_id is distinct from ${userId}
        limit 100) x) as unread,
      (select to_jsonb(lm) from (
        select ${messageColumns('cm', 'su')} from chat_messages cm left join users su on su.id = cm.sender_id
        where cm.room_id = r.id order by cm.id desc limit 1) lm) as last_message
    from chat_room_members m
    join chat_rooms r on r.id = m.room_id
    where m.user_id = ${userId} ${after}
    order by r.last_activity_at desc, r.id desc
    limit ${chatLimits.roomsPage + 1}`);
  const page = rows.slice(0, chatLimits.roomsPage);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      roomId: r.id,
      name: r.name ?? r.other_name ?? '',
      isGroup: r.name !== null,
      memberCount: r.member_count,
      unread: r.unread,
      lastActivityAt: new Date(r.last_activity_at).toISOString(),
      lastMessage: r.last_message && toMessage(r.last_message),
    })),
    next: rows.length > chatLimits.roomsPage && last ? `${last.activity_us}.${last.id}` : null,
  };
}

/** The room with its members, whether each is online, and their read markers. */
export async function getRoom(db: Db, userId: number, roomId: number): Promise<ChatRoom> {
  const room = await memberRoom(db, userId, roomId);
  const { rows } = await db.execute<{
    id: number;
    name: string;
    last_read_message_id: number | null;
    online: boolean;
  }>(sql`
    select u.id, ${fullName('u')} as name, m.last_read_message_id, ${isOnline(sql`u.id`)} as online
    from chat_room_members m join users u on u.id = m.user_id
    where m.room_id = ${roomId} order by u.last_name, u.first_name, u.id`);
  // A conversation between two is named after the other person (oneself, once they left).
  const other = rows.find((r) => r.id !== userId) ?? rows[0];
  return {
    roomId,
    name: room.name ?? other?.name ?? '',
    isGroup: room.name !== null,
    members: rows.map((r) => ({
      userId: r.id,
      name: r.name,
      online: r.online,
      lastReadMessageId: r.last_read_message_id,
    })),
  };
}

/** 30 messages a page, newest first, keyset on id (`before` = the oldest shown). */
export async function listMessages(
  db: Db,
  userId: number,
  roomId: number,
  before?: number,
): Promise<ChatMessagesPage> {
  await memberRoom(db, userId, roomId);
  const { rows } = await db.execute<MessageRow>(sql`
    select ${messageColumns('cm', 'u')} from chat_messages cm left join users u on u.id = cm.sender_id
    where cm.room_id = ${roomId} ${before === undefined ? sql`` : sql`and cm.id < ${before}`}
    order by cm.id desc limit ${chatLimits.messagesPage + 1}`);
  return {
    items: rows.slice(0, chatLimits.messagesPage).map(toMessage),
    hasMore: rows.length > chatLimits.messagesPage,
  };
}

/** The one room of the caller and another user, made on first use; someone who had left it is back in it. */
export async function openDirectRoom(db: Db, userId: number, otherId: number): Promise<ChatRoom> {
  if (otherId === userId) throw new HttpError(400, says.notYourself);
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), eq(users.disabled, false)));
  if (!other) throw new HttpError(404, says.userNotFound);
  const directKey = `${Math.min(userId, otherId)}:${Math.max(userId, otherId)}`;
  const roomId = await withTx(db, { userId }, async (tx) => {
    await tx.insert(chatRooms).values({ directKey, createdBy: userId }).onConflictDoNothing();
    const [room] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(eq(chatRooms.directKey, directKey));
    if (!room) throw new Error('the direct room was neither made nor found');
    const joined = await tx
      .insert(chatRoomMembers)
      .values([userId, otherId].map((id) => ({ roomId: room.id, userId: id })))
      .onConflictDoNothing()
      .returning({ userId: chatRoomMembers.userId });
    if (joined.length > 0) await roomChanged(tx, room.id, [userId, otherId]);
    return room.id;
  });
  return getRoom(db, userId, roomId);
}

export async function createGroupRoom(db: Db, userId: number, body: CreateGroupRoomBody): Promise<ChatRoom> {
  const others = [...new Set(body.userIds)].filter((id) => id !== userId);
  if (others.length === 0) throw new HttpError(400, says.membersRequired);
  const roomId = await withTx(db, { userId }, async (tx) => {
    await requireEnabledUsers(tx, others);
    const [room] = await tx.insert(chatRooms).values({ name: body.name, createdBy: userId }).returning();
    if (!room) throw new Error('the room was not made');
    const everyone = [userId, ...others];
    await tx.insert(chatRoomMembers).values(everyone.map((id) => ({ roomId: room.id, userId: id })));
    await roomChanged(tx, room.id, everyone);
    return room.id;
  });
  return getRoom(db, userId, roomId);
}

export async function addMembers(
  db: Db,
  userId: number,
  body: { roomId: number; userIds: number[] },
): Promise<ChatRoom> {
  await withTx(db, { userId }, async (tx) => {
    const room = await memberRoom(tx, userId, body.roomId, true);
    if (room.name === null) throw new HttpError(400, says.directRoomMembers);
    const current = await memberIds(tx, room.id);
    const added = [...new Set(body.userIds)].filter((id) => !current.includes(id));
    if (added.length === 0) return;
    if (current.length + added.length > chatLimits.members) throw new HttpError(400, says.tooManyMembers);
    const names = await requireEnabledUsers(tx, added);
    await tx.insert(chatRoomMembers).values(added.map((id) => ({ roomId: room.id, userId: id })));
    const everyone = [...current, ...added];
    await addNote(
      tx,
      room.id,
      `${await nameOf(tx, userId)} added ${[...names.values()].join(', ')}.`,
      everyone,
    );
    await roomChanged(tx, room.id, everyone);
  });
  return getRoom(db, userId, body.roomId);
}

/** The caller leaves; a room nobody is left in is deleted with its messages. */
export async function leaveRoom(db: Db, userId: number, roomId: number): Promise<void> {
  await withTx(db, { userId }, async (tx) => {
    const room = await memberRoom(tx, userId, roomId, true);
    await tx
      .delete(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
    const rest = await memberIds(tx, roomId);
    if (rest.length === 0) {
      await tx.delete(chatRooms).where(eq(chatRooms.id, roomId));
    } else if (room.name !== null) {
      await addNote(tx, roomId, `${await nameOf(tx, userId)} left.`, rest);
    }
    await roomChanged(tx, roomId, [...rest, userId]);
  });
}

/**
 * Stores the message, sends it live to every member's browsers, and notifies (a Chat notification, push or
 * email as each one's settings say) the members who do not have the room open. Emails go after the commit.
 */
export async function sendMessage(
  db: Db,
  config: Pick<Config, 'publicBaseUrl'>,
  userId: number,
  body: { roomId: number; message: string },
): Promise<{ message: ChatMessage; emails: Email[] }> {
  return withTx(db, { userId }, async (tx) => {
    const room = await memberRoom(tx, userId, body.roomId);
    const [row] = await tx
      .insert(chatMessages)
      .values({ roomId: room.id, senderId: userId, body: body.message })
      .returning();
    if (!row) throw new Error('the message was not stored');
    await tx.update(chatRooms).set({ lastActivityAt: row.sentAt }).where(eq(chatRooms.id, room.id));
    await tx
      .update(chatRoomMembers)
      .set({ lastReadMessageId: row.id })
      .where(and(eq(chatRoomMembers.roomId, room.id), eq(chatRoomMembers.userId, userId)));
    const { rows: members } = await tx.execute<{ user_id: number; viewing: boolean; name: string }>(sql`
      select m.user_id, coalesce(m.viewing_until > now(), false) as viewing, ${fullName('u')} as name
      from chat_room_members m join users u on u.id = m.user_id where m.room_id = ${room.id}`);
    const sender = members.find((m) => m.user_id === userId)?.name ?? '';
    const message = toMessage({ ...row, senderName: sender });
    await publishLiveEvent(tx, { userIds: members.map((m) => m.user_id) }, 'chatMessage', message);
    const away = members.filter((m) => m.user_id !== userId && !m.viewing).map((m) => m.user_id);
    const notified = await notify(tx, config, {
      typeKey: 'chat.message-received',
      kind: 'Chat',
      recipients: away,
      title: room.name === null ? sender : `${sender} in ${room.name}`,
      message: body.message,
      subscription: roomSubscription(room.id),
      options: { roomId: room.id },
    });
    return { message, emails: notified.emails };
  });
}

/**
 * Moves the caller's read marker up to the message (never back) and marks the room's Chat notifications read:
 * members' markers move live, the caller's other tabs reload their badges.
 */
export async function markRead(
  db: Db,
  userId: number,
  body: { roomId: number; messageId: number },
): Promise<void> {
  await withTx(db, { userId }, async (tx) => {
    await memberRoom(tx, userId, body.roomId);
    const { rows } = await tx.execute<{ id: number | null }>(sql`
      select max(id) as id from chat_messages where room_id = ${body.roomId} and id <= ${body.messageId}`);
    const upTo = rows[0]?.id ?? null;
    if (upTo !== null) {
      const moved = await tx
        .update(chatRoomMembers)
        .set({ lastReadMessageId: upTo })
        .where(
          and(
            eq(chatRoomMembers.roomId, body.roomId),
            eq(chatRoomMembers.userId, userId),
            sql`coalesce(${chatRoomMembers.lastReadMessageId}, 0) < ${upTo}`,
          ),
        )
        .returning({ userId: chatRoomMembers.userId });
      if (moved.length > 0) {
        await publishLiveEvent(tx, { userIds: await memberIds(tx, body.roomId) }, 'chatRead', {
          roomId: body.roomId,
          userId,
          messageId: upTo,
        });
      }
    }
    if ((await readSubscription(tx, userId, roomSubscription(body.roomId))) > 0)
      await publishLiveEvent(tx, { userIds: [userId] }, 'persistentNotificationReceived', {});
  });
}

/** The room a browser shows now (for the next 60 s), or none: members viewing a room are not notified of it. */
export async function setViewing(db: Db, userId: number, roomId: number | null): Promise<void> {
  if (roomId === null) {
    await db
      .update(chatRoomMembers)
      .set({ viewingUntil: null })
      .where(and(eq(chatRoomMembers.userId, userId), sql`${chatRoomMembers.viewingUntil} is not null`));
    return;
  }
  const marked = await db
    .update(chatRoomMembers)
    .set({ viewingUntil: sql`now() + make_interval(secs => ${chatLimits.viewingSeconds})` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
    .returning({ roomId: chatRoomMembers.roomId });
  if (marked.length === 0) throw new HttpError(404, says.roomNotFound);
}

// Unaliased: userSearchText names the users table itself.
const chatUserColumns = sql`users.id as "userId", ${fullName('users')} as name, ${isOnline(sql`users.id`)} as online`;

/**
 * Enabled users other than the caller whose name contains the term; 20 at most. Only the name: a search that
 * matched emails or user names would tell any signed-in user whether an address has an account. The users list's
 * trigram expression (which contains the name) narrows first, so the index still answers.
 */
export async function searchUsers(db: Db, userId: number, search?: string): Promise<ChatUser[]> {
  const term = search?.trim();
  const { rows } = await db.execute<ChatUser>(sql`
    select ${chatUserColumns} from users
    where not users.disabled and users.id <> ${userId}
      ${term ? sql`and ${userSearchText} ilike ${containsPattern(term)} and ${fullName('users')} ilike ${containsPattern(term)}` : sql``}
    order by users.last_name, users.first_name, users.id limit ${chatLimits.searchResults}`);
  return rows;
}

/** api/online/list: enabled users other than the caller with a live stream open on any instance. */
export async function onlineUsers(db: Db, userId: number): Promise<ChatUser[]> {
  const { rows } = await db.execute<ChatUser>(sql`
    select ${chatUserColumns} from users
    where not users.disabled and users.id <> ${userId} and ${isOnline(sql`users.id`)}
    order by users.last_name, users.first_name, users.id limit ${chatLimits.online}`);
  return rows;
}
