import {
  type ChatMessage,
  type ChatMessagesPage,
  type ChatRoom,
  type ChatRoomsPage,
  type ChatUser,
  type CreateGroupRoomBody,
  chatMessages,
  chatPaths,
} from '@homer/contracts/chat';
import type { Envelope } from '@homer/contracts/envelope';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

type Change = Envelope<null, null>;

export const chatKey = ['chat'] as const;
export const chatRoomsKey = [...chatKey, 'rooms'] as const;
export const chatOnlineKey = [...chatKey, 'online'] as const;

export function chatRoomKey(roomId: number) {
  return [...chatKey, 'room', roomId] as const;
}

export function chatMessagesKey(roomId: number) {
  return [...chatKey, 'messages', roomId] as const;
}

/** The value of a successful answer; a refusal answered with 200 becomes an error carrying its message. */
function unwrap<T>(result: Envelope<T, null>, fallback: string): T {
  if (!result.isSuccessful || result.value === null) throw new Error(result.message ?? fallback);
  return result.value;
}

/** GET api/Chat/GetRooms: 20 rooms a page by last activity; `next` goes back as `before`. */
export function chatRoomsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chatRoomsKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await apiGet<Envelope<ChatRoomsPage, null>>(chatPaths.rooms, {
        query: { before: pageParam },
        signal,
        silent: true,
        // The list says what went wrong in place.
        skipErrorHandling: true,
      });
      return unwrap(result, chatMessages.fetchError);
    },
    getNextPageParam: (last) => last.next,
  });
}

/** GET api/Chat/GetRoom: the room's name and members with their read markers. */
export function chatRoomQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: chatRoomKey(roomId),
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<ChatRoom, null>>(chatPaths.room, {
        query: { roomId },
        signal,
        silent: true,
        skipErrorHandling: true,
      });
      return unwrap(result, chatMessages.roomNotFound);
    },
  });
}

/** GET api/Chat/GetMessages: 30 a page, newest first; the next page is the one before the oldest shown. */
export function chatMessagesQueryOptions(roomId: number) {
  return infiniteQueryOptions({
    queryKey: chatMessagesKey(roomId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await apiGet<Envelope<ChatMessagesPage, null>>(chatPaths.messages, {
        query: { roomId, before: pageParam },
        signal,
        silent: true,
        skipErrorHandling: true,
      });
      return unwrap(result, chatMessages.fetchError);
    },
    getNextPageParam: (last) => (last.hasMore ? (last.items.at(-1)?.messageId ?? null) : null),
    // Live events keep the messages current; a refetch of every loaded page would only repeat them.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET api/Chat/SearchUsers: up to 20 enabled users other than the caller. */
export function chatUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...chatKey, 'users', search] as const,
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<ChatUser[], null>>(chatPaths.users, {
        query: { search: search.trim() === '' ? undefined : search.trim() },
        signal,
        silent: true,
        skipErrorHandling: true,
      });
      return unwrap(result, chatMessages.noUsers);
    },
  });
}

/** GET api/online/list: the others online now, refreshed every 30 s and when the window regains focus. */
export function chatOnlineQueryOptions() {
  return queryOptions({
    queryKey: chatOnlineKey,
    queryFn: async ({ signal }) => {
      const result = await apiGet<Envelope<ChatUser[], null>>(chatPaths.online, {
        signal,
        silent: true,
        skipErrorHandling: true,
      });
      return result.value ?? [];
    },
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** A command's answer: a refusal answered with 200 becomes an error carrying its message. */
function done(result: Change): void {
  if (!result.isSuccessful) throw new Error(result.message ?? chatMessages.roomNotFound);
}

/** Refusals (400 invalid input, 404 room gone) are shown by the caller in place, not as toasts. */
const inPlace = { skipErrorHandling: [400, 404] } as const;

export const chatCommands = {
  openDirect: async (userId: number) =>
    unwrap(
      await apiPost<Envelope<ChatRoom, null>>(chatPaths.openDirect, { body: { userId }, ...inPlace }),
      chatMessages.userNotFound,
    ),
  createGroup: async (body: CreateGroupRoomBody) =>
    unwrap(
      await apiPost<Envelope<ChatRoom, null>>(chatPaths.createGroup, { body, ...inPlace }),
      chatMessages.nameRequired,
    ),
  addMembers: async (roomId: number, userIds: number[]) =>
    done(await apiPost<Change>(chatPaths.addMembers, { body: { roomId, userIds }, ...inPlace })),
  leave: async (roomId: number) =>
    done(await apiPost<Change>(chatPaths.leave, { body: { roomId }, ...inPlace })),
  send: async (roomId: number, message: string) =>
    unwrap(
      await apiPost<Envelope<ChatMessage, null>>(chatPaths.send, { body: { roomId, message }, ...inPlace }),
      chatMessages.messageRequired,
    ),
  markRead: (roomId: number, messageId: number) =>
    apiPost<Change>(chatPaths.markRead, {
      body: { roomId, messageId },
      silent: true,
      skipErrorHandling: true,
    }),
  /** Background: which room this browser shows; members viewing a room get no notification for it. */
  setViewing: (roomId: number | null) =>
    apiPost<Change>(chatPaths.viewing, { body: { roomId }, silent: true, skipErrorHandling: true }),
};

// One after the other: a room closing (null) and the next opening must reach the server in that order.
let viewingQueue: Promise<unknown> = Promise.resolve();

/** Says which room this browser shows (SetViewing), in order, never failing: it only spares notifications. */
export function reportViewing(roomId: number | null): void {
  viewingQueue = viewingQueue.then(() => chatCommands.setViewing(roomId)).catch(() => undefined);
}
