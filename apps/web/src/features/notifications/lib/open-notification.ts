import type { Notification } from '@homer/contracts/notifications';
import { followLink } from '../../../shared/lib/link-target.ts';
import { rightDrawer } from '../../../shared/lib/right-drawer.ts';
import { chatRoomOf } from './chat-room-of.ts';

/**
 * Spec §4.2, wherever a notification is clicked (the drawer, the dashboard widget): a chat notification opens
 * its chatroom in the side panel; any other is marked read and goes to its link, closing the drawer.
 */
export async function openNotification(
  n: Notification,
  markRead: (n: Notification) => Promise<unknown>,
): Promise<void> {
  const roomId = chatRoomOf(n);
  if (roomId !== null) rightDrawer.openRoom(roomId, 'notifications');
  if (!n.markedAsRead) await markRead(n);
  if (roomId !== null) return;
  if (followLink(n.link)) rightDrawer.close();
}
