import { describe, expect, it } from 'vitest';
import { chatRoomOf } from './chat-room-of.ts';

describe('chatRoomOf', () => {
  it('reads the room of a Chat notification', () => {
    expect(chatRoomOf({ notificationType: 'Chat', options: { roomId: 12 } })).toBe(12);
  });
  it('is null for other notifications and for Chat ones without a room', () => {
    expect(chatRoomOf({ notificationType: 'Notification', options: { roomId: 12 } })).toBeNull();
    expect(chatRoomOf({ notificationType: 'Chat', options: null })).toBeNull();
    expect(chatRoomOf({ notificationType: 'Chat', options: { roomId: 'x' } })).toBeNull();
  });
});
