import type { ChatMessage, ChatRoom } from '@homer/contracts/chat';
import { describe, expect, it } from 'vitest';
import { readMarker, withReadUpTo } from './read-marker.ts';

const me = 1;
const message = (messageId: number, senderId: number | null): ChatMessage => ({
  messageId,
  roomId: 9,
  senderId,
  senderName: 'x',
  text: 'hi',
  sentAt: '2026-11-24T12:00:00Z',
});
const member = (userId: number, lastReadMessageId: number | null) => ({
  userId,
  name: `u${userId}`,
  online: false,
  lastReadMessageId,
});
const room = (isGroup: boolean, ...members: ReturnType<typeof member>[]): ChatRoom => ({
  roomId: 9,
  name: 'r',
  isGroup,
  members: [member(me, 100), ...members],
});
const messages = [message(10, me), message(11, 2), message(12, me), message(13, 2)];

describe('readMarker', () => {
  it('says Seen in a conversation of two once the other read up to my latest message', () => {
    expect(readMarker(room(false, member(2, 11)), me, messages)).toBeNull();
    expect(readMarker(room(false, member(2, 12)), me, messages)).toBe('Seen');
    expect(readMarker(room(false, member(2, 13)), me, messages)).toBe('Seen');
  });
  it('counts the members of a group who read it, never the caller', () => {
    expect(readMarker(room(true, member(2, 12), member(3, 20), member(4, null)), me, messages)).toBe(
      'Seen by 2',
    );
    expect(readMarker(room(true, member(2, null), member(3, 5)), me, messages)).toBeNull();
  });
  it('shows nothing without a message of mine', () => {
    expect(readMarker(room(false, member(2, 13)), me, [message(11, 2), message(14, null)])).toBeNull();
  });
});

describe('withReadUpTo', () => {
  it('moves a read marker forward only', () => {
    const r = room(false, member(2, 11));
    expect(withReadUpTo(r, 2, 13)?.members.find((m) => m.userId === 2)?.lastReadMessageId).toBe(13);
    expect(withReadUpTo(r, 2, 5)?.members.find((m) => m.userId === 2)?.lastReadMessageId).toBe(11);
    expect(withReadUpTo(room(false, member(2, null)), 2, 5)?.members[1]?.lastReadMessageId).toBe(5);
    expect(withReadUpTo(undefined, 2, 5)).toBeUndefined();
  });
});
