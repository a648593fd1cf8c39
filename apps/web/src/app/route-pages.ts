import type { RouteId } from '@homer/contracts/routes';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Pages that exist in the web app, one lazy chunk each. Only these routes are mounted and offered in the
 * navigation (docs/decisions/006-route-table.md); the rest of the route table waits for its page.
 */
export const routePages: Partial<Record<RouteId, () => Promise<PageModule>>> = {
  login: () => import('../features/account/pages/login-page.tsx'),
  notFound: () => import('../features/errors/pages/not-found-page.tsx'),
  dashboard: () => import('../features/dashboard/pages/dashboard-page.tsx'),
  quartzHistory: () => import('../features/quartz-history/pages/quartz-history-page.tsx'),
};
