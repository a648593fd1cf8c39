/**
 * The offline-cache worker (spec document 1 §9, decision 073), built by vite-plugin-pwa into /sw.js. It keeps the
 * build's own files (scripts, styles, icons, the offline page) so a repeat visit loads the app's code from this
 * device; it never keeps an answer of the API, where patient data lives.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaitingMessage, offlinePage } from './offline-cache-messages.ts';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type InstallEvent = ExtendableEvent & {
  /** Chromium's static routing (ServiceWorker static routing API); absent elsewhere. */
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'network' }[]) => Promise<void>;
};

/** The worker's global scope; the app's types describe a window, so the few members used here are named. */
const worker = self as unknown as {
  skipWaiting(): Promise<void>;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

worker.addEventListener('install', (event) => {
  // API requests are sent by the browser straight to the network, without even waking this worker: the rule below
  // is what keeps them out of any cache in every browser, this only saves the hop where it is supported.
  // A browser that refuses the rule still installs the worker.
  if (event.addRoutes)
    event.waitUntil(
      event.addRoutes([{ condition: { urlPattern: '/api/*' }, source: 'network' }]).catch(() => undefined),
    );
});

// Workbox's build writes the list of the build's files here, in place of this exact expression.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);
// Precaches an older Workbox made are dropped; a new build's worker, once active, drops the files it no longer lists.
cleanupOutdatedCaches();

// The page request starts while this worker is still starting up, instead of after (navigation preload).
worker.addEventListener('activate', (event) => {
  const preload = worker.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

/**
 * Pages come from the server, never from a cache: each address gets its own title, preloads and rendered public
 * page (decisions 039, 064), and the new-version check reads what the server serves. With no network, the page
 * says so. /api/ addresses (a file export opened in a tab) are left to the browser.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = await (event as { preloadResponse?: Promise<Response | undefined> })
          .preloadResponse;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache(offlinePage)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// No precache or runtime route matches /api/, so Workbox leaves those requests to the network: nothing is cached.

// A new build's worker waits until the "has been updated" banner's reload asks it to take over (hand-over.ts).
worker.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void worker.skipWaiting();
});
