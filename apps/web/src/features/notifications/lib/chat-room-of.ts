import type { Notification } from '@homer/contracts/notifications';

/** The chatroom a Chat notification is about (`options.roomId`), or null for any other notification. */
export function chatRoomOf(n: Pick<Notification, 'notificationType' | 'options'>): number | null {
  if (n.notificationType !== 'Chat') return null;
  const roomId = Number(n.options?.roomId);
  return Number.isInteger(roomId) && roomId > 0 ? roomId : null;
}
