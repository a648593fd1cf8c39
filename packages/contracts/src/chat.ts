import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, queryId, text } from './fields.ts';

/**
 * Chat (issue 12; decision 049): one-to-one and group rooms of signed-in users, their messages and read markers,
 * and who is online. A message reaches members live (`chatMessage`), and becomes a Chat notification (the
 * Messages list of the drawer, spec document 1 §2.2, §4.2) for members who do not have the room open.
 */

export const chatPaths = {
  rooms: 'api/Chat/GetRooms',
  room: 'api/Chat/GetRoom',
  messages: 'api/Chat/GetMessages',
  openDirect: 'api/Chat/OpenDirectRoom',
  createGroup: 'api/Chat/CreateGroupRoom',
  addMembers: 'api/Chat/AddMembers',
  leave: 'api/Chat/LeaveRoom',
  send: 'api/Chat/SendMessage',
  markRead: 'api/Chat/MarkRead',
  viewing: 'api/Chat/SetViewing',
  users: 'api/Chat/SearchUsers',
  /** Spec document 1 §7 names it (it passes in mobile scanning mode too). */
  online: 'api/online/list',
} as const;

export const chatLimits = {
  message: 2000,
  roomName: 100,
  /** Members of a group room, the creator included. */
  members: 50,
  messagesPage: 30,
  roomsPage: 20,
  searchResults: 20,
  online: 100,
  /** A browser showing a room says so again within this time, or it no longer counts as in the room. */
  viewingSeconds: 60,
} as const;

export const chatMessages = {
  roomNotFound: 'That chat room does not exist.',
  userNotFound: 'That user does not exist.',
  messageRequired: 'Message is required.',
  messageTooLong: `Message cannot be longer than ${chatLimits.message} characters.`,
  nameRequired: 'Room name is required.',
  nameTooLong: `Room name cannot be longer than ${chatLimits.roomName} characters.`,
  membersRequired: 'Choose at least one other member.',
  tooManyMembers: `A room can have at most ${chatLimits.members} members.`,
  notYourself: 'Choose someone other than yourself.',
  directRoomMembers: 'People cannot be added to a conversation between two people; start a group instead.',
  fetchError: 'Error fetching messages',
  leaveConfirm: 'Leave this room? You will no longer receive its messages.',
  noRooms: 'No conversations yet.',
  noOnline: 'No one else is online.',
  noUsers: 'No users found.',
} as const;

export const chatUserSchema = z.object({ userId: z.number().int(), name: z.string(), online: z.boolean() });
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMemberSchema = chatUserSchema.extend({
  /** The newest message this member has read: the read markers. */
  lastReadMessageId: z.number().int().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatMessageSchema = z.object({
  messageId: z.number().int(),
  roomId: z.number().int(),
  /** Null for the room's own notes ('Ann Lee added Bob Day'). */
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  text: z.string(),
  /** ISO instant. */
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSummarySchema = z.object({
  roomId: z.number().int(),
  /** A group's name, or the other person's name in a conversation between two. */
  name: z.string(),
  isGroup: z.boolean(),
  memberCount: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  /** Messages of others after the caller's read marker. */
  unread: z.number().int(),
  /** ISO instant of the last message, or of the room's creation. */
  lastActivityAt: z.string(),
});
export type ChatRoomSummary = z.infer<typeof chatRoomSummarySchema>;

export const chatRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  isGroup: z.boolean(),
  members: z.array(chatMemberSchema),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** The room list's cursor, made by the server: the last shown room's activity (epoch µs) and id (keyset paging). */
const roomCursor = z.string().regex(/^\d{1,17}\.\d{1,10}$/, 'Not a valid cursor.');

export const chatRoomsQuerySchema = z.object({ before: roomCursor.optional() });
export const chatRoomsPageSchema = z.object({
  items: z.array(chatRoomSummarySchema),
  /** The cursor of the next page, null at the end. */
  next: z.string().nullable(),
});
export type ChatRoomsPage = z.infer<typeof chatRoomsPageSchema>;

export const chatRoomQuerySchema = z.object({ roomId: queryId() });
export const chatMessagesQuerySchema = z.object({ roomId: queryId(), before: queryId().optional() });
export const chatMessagesPageSchema = z.object({
  /** Newest first. */
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

const memberIds = z
  .array(id(), { message: chatMessages.membersRequired })
  .min(1, chatMessages.membersRequired)
  .max(chatLimits.members - 1, chatMessages.tooManyMembers);

export const openDirectRoomBodySchema = z.object({ userId: id(chatMessages.userNotFound) });
export const createGroupRoomBodySchema = z.object({
  name: text({
    max: chatLimits.roomName,
    required: chatMessages.nameRequired,
    tooLong: chatMessages.nameTooLong,
  }),
  userIds: memberIds,
});
export type CreateGroupRoomBody = z.infer<typeof createGroupRoomBodySchema>;
export const addMembersBodySchema = z.object({ roomId: id(), userIds: memberIds });
export const roomIdBodySchema = z.object({ roomId: id() });
export const sendMessageBodySchema = z.object({
  roomId: id(),
  message: text({
    max: chatLimits.message,
    required: chatMessages.messageRequired,
    tooLong: chatMessages.messageTooLong,
  }),
});
export const markReadBodySchema = z.object({ roomId: id(), messageId: id() });
/** The room this browser shows now, or null when it shows none. */
export const viewingBodySchema = z.object({ roomId: id().nullable() });
export const chatUsersQuerySchema = z.object({ search: text({ max: 100 }).optional() });

export const chatRoomsResponseSchema = envelopeSchema(chatRoomsPageSchema, z.null());
export const chatRoomResponseSchema = envelopeSchema(chatRoomSchema, z.null());
export const chatMessagesResponseSchema = envelopeSchema(chatMessagesPageSchema, z.null());
export const chatMessageResponseSchema = envelopeSchema(chatMessageSchema, z.null());
export const chatUsersResponseSchema = envelopeSchema(z.array(chatUserSchema), z.null());
export const chatChangeResponseSchema = envelopeSchema(z.null(), z.null());
