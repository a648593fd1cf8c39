import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts render: loaded with the first toast (notifications-host.tsx). */
export function NotificationsStack() {
  return <Notifications position="top-center" zIndex={1000} />;
}
