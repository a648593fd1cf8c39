import { type RouterActivity, whenStable } from './when-stable.ts';

/** Spec document 1 §9 and document 3 §9: the worker registers once the app has been stable for 30000 ms. */
const stableDelayMs = 30_000;

/**
 * The wait before registering. An end-to-end test shortens it by setting `homerOfflineCacheDelayMs` on the window
 * before the app starts (Playwright's addInitScript); nothing the app ships sets it.
 */
function delayMs(): number {
  const override = (globalThis as { homerOfflineCacheDelayMs?: unknown }).homerOfflineCacheDelayMs;
  return typeof override === 'number' && override >= 0 ? override : stableDelayMs;
}

/**
 * Registers the offline-cache worker once the app has been stable. Not in development: Vite's dev server builds no
 * worker.
 */
export function registerOfflineCacheWhenStable(router: RouterActivity): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  whenStable(router, delayMs(), () => {
    import('./install-worker.ts')
      .then(({ installWorker }) => installWorker())
      // Offline, or this build's files gone after a release: the app works without the worker, and the next start
      // tries again.
      .catch(() => undefined);
  });
}
