import type { ChatMessage, ChatMessagesPage } from '@homer/contracts/chat';
import type { InfiniteData } from '@tanstack/react-query';

type Pages<P> = InfiniteData<ChatMessagesPage, P>;

/**
 * Adds a message (a live `chatMessage`, or the answer to the caller's own send) to the loaded pages without a
 * refetch. The same message can come both ways, so one already there is not added again.
 */
export function withMessage<P>(data: Pages<P> | undefined, message: ChatMessage): Pages<P> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((m) => m.messageId === message.messageId))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  // Pages hold the newest first.
  return { ...data, pages: [{ ...newest, items: [message, ...newest.items] }, ...older] };
}

/** The loaded messages as the room shows them: oldest at the top, each once. */
export function inShowingOrder<P>(data: Pages<P> | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const m of page.items) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}
