import { lazy } from 'react';

/**
 * Parts of the shell only a signed-in user sees (side bar, user menu, inactivity watch), with their
 * floating, select and modal components: one chunk of their own (signed-in-parts.ts), so public pages and login do not load them
 * (docs/decisions/030-page-weight-budgets.md).
 */
const loadParts = () => import('./signed-in-parts.ts');

export const SideNav = lazy(() => loadParts().then((module) => ({ default: module.SideNav })));
export const UserMenu = lazy(() => loadParts().then((module) => ({ default: module.UserMenu })));
export const InactivityMonitor = lazy(() =>
  loadParts().then((module) => ({ default: module.InactivityMonitor })),
);

export const SystemUpdateCountdown = lazy(() =>
  loadParts().then((module) => ({ default: module.SystemUpdateCountdown })),
);

/** Starts loading them while the start-up user-info call for a stored token is under way. */
export function preloadSignedInShell(): void {
  loadParts().catch(() => undefined);
}
