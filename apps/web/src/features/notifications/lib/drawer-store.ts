import type { NotificationKind } from '@homer/contracts/notifications';
import { useSyncExternalStore } from 'react';

/**
 * Which list the right drawer shows, or null when it is closed. Module state, so that the header icons and the
 * dashboard widget open the same drawer.
 */
let current: NotificationKind | null = null;
const listeners = new Set<() => void>();

function set(next: NotificationKind | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const notificationDrawer = {
  open: (kind: NotificationKind) => set(kind),
  close: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

export function useNotificationDrawer(): NotificationKind | null {
  return useSyncExternalStore(notificationDrawer.subscribe, notificationDrawer.get, notificationDrawer.get);
}
