import { lazy } from 'react';

/** The header's notification icons, in a chunk of their own like the user menu (decision 030). */
export const NotificationButtons = lazy(() =>
  import('./components/notification-buttons.tsx').then((module) => ({ default: module.NotificationButtons })),
);
