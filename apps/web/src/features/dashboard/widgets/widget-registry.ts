import type { AccessRule } from '@homer/contracts/access';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The Dashboard's widgets (spec §2.3), in display order. Each loads as its own chunk and shows only to the users
 * its rule admits; a later issue adds Refill Requests (Inventory, User) and FDA Recalls (NDC, User) here.
 */
export type DashboardWidget = {
  id: string;
  title: string;
  access: AccessRule;
  component: LazyExoticComponent<ComponentType>;
};

export const dashboardWidgets: readonly DashboardWidget[] = [
  {
    id: 'notifications',
    title: 'Notifications',
    access: 'signedIn',
    component: lazy(() =>
      import('../../notifications/components/notifications-widget.tsx').then((module) => ({
        default: module.NotificationsWidget,
      })),
    ),
  },
  {
    id: 'chat',
    title: 'Chat',
    access: 'signedIn',
    component: lazy(() =>
      import('../../chat/components/chat-widget.tsx').then((module) => ({ default: module.ChatWidget })),
    ),
  },
  {
    id: 'refills',
    title: 'Refill Requests',
    access: { module: 'Inventory', minRole: 'User' },
    component: lazy(() =>
      import('../../refills/components/refill-requests-widget.tsx').then((module) => ({
        default: module.RefillRequestsWidget,
      })),
    ),
  },
  {
    id: 'fdaRecalls',
    title: 'FDA Recalls',
    access: { module: 'NDC', minRole: 'User' },
    component: lazy(() =>
      import('../../fda-recalls/components/fda-recalls-widget.tsx').then((module) => ({
        default: module.FdaRecallsWidget,
      })),
    ),
  },
];
