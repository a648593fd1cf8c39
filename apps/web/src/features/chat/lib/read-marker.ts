import type { ChatMember, ChatMessage, ChatRoom } from '@homer/contracts/chat';

/**
 * The marker under the caller's latest message: 'Seen' in a conversation between two once the other person's
 * read marker has reached it, 'Seen by n' in a group; null while nobody has.
 */
export function readMarker(room: ChatRoom, userId: number, messages: readonly ChatMessage[]): string | null {
  const mine = latestOwnMessage(messages, userId);
  if (!mine) return null;
  const seen = room.members.filter(
    (m) => m.userId !== userId && m.lastReadMessageId !== null && m.lastReadMessageId >= mine.messageId,
  ).length;
  if (seen === 0) return null;
  return room.isGroup ? `Seen by ${seen}` : 'Seen';
}

export function latestOwnMessage(messages: readonly ChatMessage[], userId: number): ChatMessage | undefined {
  let latest: ChatMessage | undefined;
  for (const m of messages)
    if (m.senderId === userId && (!latest || m.messageId > latest.messageId)) latest = m;
  return latest;
}

/** A live `chatRead`: the member's read marker moves forward (an older event arriving late never moves it back). */
export function withReadUpTo(
  room: ChatRoom | undefined,
  userId: number,
  messageId: number,
): ChatRoom | undefined {
  if (!room) return room;
  const members: ChatMember[] = room.members.map((m) =>
    m.userId === userId && (m.lastReadMessageId === null || m.lastReadMessageId < messageId)
      ? { ...m, lastReadMessageId: messageId }
      : m,
  );
  return { ...room, members };
}
