import { index, integer, pgTable, primaryKey, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** Chat rooms, members and messages (issue 12; migration 0028, decision 049). Not audited. */
export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  /** A group's name; null for a conversation between two. */
  name: varchar('name', { length: 100 }),
  /** 'lowId:highId' for a conversation between two; null for a group. */
  directKey: varchar('direct_key', { length: 25 }).unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: integer('last_read_message_id'),
    /** A browser of the member shows the room until then: its messages notify the member of nothing. */
    viewingUntil: timestamp('viewing_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_room_members_user_idx').on(t.userId, t.roomId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Null for the room's own notes. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: varchar('body', { length: 2000 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_idx').on(t.roomId, t.id.desc())],
);

/** Users with a live stream open on an instance (decision 049): api/online/list reads it. */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: uuid('instance_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.userId] }),
    index('live_presence_user_idx').on(t.userId, t.seenAt),
  ],
);
