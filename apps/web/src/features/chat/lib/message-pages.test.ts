import type { ChatMessage } from '@homer/contracts/chat';
import { describe, expect, it } from 'vitest';
import { inShowingOrder, withMessage } from './message-pages.ts';

const message = (messageId: number): ChatMessage => ({
  messageId,
  roomId: 1,
  senderId: 2,
  senderName: 'Ann Lee',
  text: `m${messageId}`,
  sentAt: '2026-11-24T12:00:00Z',
});
const pages = (...groups: number[][]) => ({
  pages: groups.map((ids, i) => ({ items: ids.map(message), hasMore: i < groups.length - 1 })),
  pageParams: groups.map((_ids, i) => (i === 0 ? null : (groups[i - 1]?.at(-1) ?? null))),
});

describe('withMessage', () => {
  it('puts a new message at the front of the newest page', () => {
    const next = withMessage(pages([5, 4], [3, 2]), message(6));
    expect(next?.pages[0]?.items.map((m) => m.messageId)).toEqual([6, 5, 4]);
    expect(next?.pages[1]?.items.map((m) => m.messageId)).toEqual([3, 2]);
  });
  it('does not add a message twice (live event and send answer)', () => {
    const data = pages([5, 4], [3, 2]);
    expect(withMessage(data, message(5))).toBe(data);
    expect(withMessage(data, message(2))).toBe(data);
  });
  it('leaves nothing loaded as it is', () => {
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('inShowingOrder', () => {
  it('shows the oldest first, each once', () => {
    const data = pages([7, 6], [6, 5, 4]);
    expect(inShowingOrder(data).map((m) => m.messageId)).toEqual([4, 5, 6, 7]);
    expect(inShowingOrder(undefined)).toEqual([]);
  });
});
