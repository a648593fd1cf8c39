import { Workbox } from 'workbox-window';
import { newVersion } from '../../features/errors/lib/new-version.ts';

/**
 * Registers the offline-cache worker (/sw.js, built by vite-plugin-pwa from sw.ts, decision 073). Loaded only once
 * the app has been stable (register.ts), so no page's start-up code carries it. A new build's worker installs beside
 * the running one and waits; when the "has been updated" banner shows, the browser is asked to look for it now, so
 * the banner's reload (hand-over.ts) finds it installed.
 */
export async function installWorker(): Promise<void> {
  const registration = await new Workbox('/sw.js', { scope: '/' }).register();
  if (!registration) return;
  const lookForUpdate = () => {
    if (newVersion.available()) registration.update().catch(() => undefined);
  };
  lookForUpdate();
  newVersion.subscribe(lookForUpdate);
}
