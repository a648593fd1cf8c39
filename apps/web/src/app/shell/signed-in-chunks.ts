import { lazy } from 'react';

/**
 * Parts of the shell only a signed-in user sees (side bar, user menu, inactivity watch), with their
 * floating, select and modal components: chunks of their own, so public pages and login do not load them
 * (docs/decisions/030-page-weight-budgets.md).
 */
const chunks = {
  sideNav: () => import('./side-nav.tsx'),
  userMenu: () => import('./user-menu.tsx'),
  inactivityMonitor: () => import('../session/inactivity-monitor.tsx'),
  systemUpdateCountdown: () => import('../../features/system-update/components/system-update-countdown.tsx'),
};

export const SideNav = lazy(() => chunks.sideNav().then((module) => ({ default: module.SideNav })));
export const UserMenu = lazy(() => chunks.userMenu().then((module) => ({ default: module.UserMenu })));
export const InactivityMonitor = lazy(() =>
  chunks.inactivityMonitor().then((module) => ({ default: module.InactivityMonitor })),
);

export const SystemUpdateCountdown = lazy(() =>
  chunks.systemUpdateCountdown().then((module) => ({ default: module.SystemUpdateCountdown })),
);

/** Starts loading them while the start-up user-info call for a stored token is under way. */
export function preloadSignedInShell(): void {
  for (const load of Object.values(chunks)) load().catch(() => undefined);
}
