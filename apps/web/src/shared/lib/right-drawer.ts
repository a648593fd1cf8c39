import type { NotificationKind } from '@homer/contracts/notifications';
import { useSyncExternalStore } from 'react';

/** Within the Messages drawer: its list of Chat notifications, or the list of conversations. */
export type MessagesView = 'notifications' | 'conversations';

/**
 * What the right drawer shows (spec §2.2): which list, or null when it is closed, and the chatroom open in it.
 * Module state, so that the header icons, the dashboard widgets and the chat open the same drawer.
 */
export type DrawerState = {
  kind: NotificationKind | null;
  view: MessagesView;
  /** The chatroom shown instead of the list; `view` is the list its back button returns to. */
  roomId: number | null;
};

const closed: DrawerState = { kind: null, view: 'notifications', roomId: null };
// Replaced, never changed in place: useSyncExternalStore compares snapshots by identity.
let current: DrawerState = closed;
const listeners = new Set<() => void>();

function set(next: DrawerState): void {
  current = next;
  for (const listener of listeners) listener();
}

export const rightDrawer = {
  open: (kind: NotificationKind, view: MessagesView = 'notifications') => set({ kind, view, roomId: null }),
  /** Opens a chatroom in the Messages drawer; its back button goes to `from`. */
  openRoom: (roomId: number, from: MessagesView = 'conversations') =>
    set({ kind: 'Chat', view: from, roomId }),
  /** Back from a chatroom, or a switch between the two lists of the Messages drawer. */
  showList: (view: MessagesView) => set({ kind: 'Chat', view, roomId: null }),
  /** Closing (backdrop, Escape, close button) also resets the chatroom (spec §2.2). */
  close: () => set(closed),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current.kind,
  state: () => current,
};

export function useRightDrawerKind(): NotificationKind | null {
  return useSyncExternalStore(rightDrawer.subscribe, rightDrawer.get, rightDrawer.get);
}

export function useRightDrawer(): DrawerState {
  return useSyncExternalStore(rightDrawer.subscribe, rightDrawer.state, rightDrawer.state);
}
