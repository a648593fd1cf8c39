import type { AccessRule } from '@homer/contracts/access';
import { type DashboardWidgetId, dashboardWidgetCatalogue } from '@homer/contracts/dashboard-widgets';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The Dashboard's widgets (spec §2.3, issue 27; decision 091): who sees each comes from the shared catalogue, the
 * component is loaded as its own chunk. `minHeight` is the height a widget keeps from its placeholder to its
 * loaded content, so a widget arriving late moves nothing below it (issue 26: the chat widget's layout shift).
 */
export type DashboardWidget = {
  id: DashboardWidgetId;
  title: string;
  access: readonly AccessRule[];
  minHeight: number;
  component: LazyExoticComponent<ComponentType>;
};

const workWidgets = () => import('./work-widgets.tsx');

const components: Record<
  DashboardWidgetId,
  { minHeight: number; component: LazyExoticComponent<ComponentType> }
> = {
  notifications: {
    minHeight: 360,
    component: lazy(() =>
      import('../../notifications/components/notifications-widget.tsx').then((module) => ({
        default: module.NotificationsWidget,
      })),
    ),
  },
  chat: {
    minHeight: 360,
    component: lazy(() =>
      import('../../chat/components/chat-widget.tsx').then((module) => ({ default: module.ChatWidget })),
    ),
  },
  refills: {
    minHeight: 360,
    component: lazy(() =>
      import('../../refills/components/refill-requests-widget.tsx').then((module) => ({
        default: module.RefillRequestsWidget,
      })),
    ),
  },
  fdaRecalls: {
    minHeight: 360,
    component: lazy(() =>
      import('../../fda-recalls/components/fda-recalls-widget.tsx').then((module) => ({
        default: module.FdaRecallsWidget,
      })),
    ),
  },
  ticketsDue: {
    minHeight: 200,
    component: lazy(() => workWidgets().then((m) => ({ default: m.TicketsDueWidget }))),
  },
  applicationsWaiting: {
    minHeight: 200,
    component: lazy(() => workWidgets().then((m) => ({ default: m.ApplicationsWaitingWidget }))),
  },
  budgetsBelowLevel: {
    minHeight: 200,
    component: lazy(() => workWidgets().then((m) => ({ default: m.BudgetsBelowLevelWidget }))),
  },
  recallsInStock: {
    minHeight: 200,
    component: lazy(() => workWidgets().then((m) => ({ default: m.RecallsInStockWidget }))),
  },
  ordersDue: {
    minHeight: 200,
    component: lazy(() => workWidgets().then((m) => ({ default: m.OrdersDueWidget }))),
  },
};

export const dashboardWidgets: readonly DashboardWidget[] = dashboardWidgetCatalogue.map((w) => ({
  ...w,
  ...components[w.id],
}));

export const widgetById = new Map(dashboardWidgets.map((w) => [w.id, w]));
