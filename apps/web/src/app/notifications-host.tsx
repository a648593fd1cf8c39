import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { lazyPart } from './lazy-part.tsx';

const NotificationsStack = lazyPart(() =>
  import('./notifications-stack.tsx').then((module) => module.NotificationsStack),
);

/**
 * Toasts go into Mantine's notifications store, which needs no component; the component that shows them
 * (with its transitions and CSS) loads with the first toast instead of with every page
 * (docs/decisions/030-page-weight-budgets.md). Once loaded it stays, so toasts can animate out.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return <NotificationsStack />;
}
