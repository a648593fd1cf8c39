import { type BrowserContext, expect, type Page, type Response, test } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * The offline-cache worker (decision 073): it registers once the app has been stable for 30 s, serves the app's code
 * on a repeat visit, keeps no API answer, shows the offline page without a network, and the app can be installed.
 */

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

/** Whether this page has a registered worker, and its state. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration?.active?.state ?? registration?.installing?.state ?? registration?.waiting?.state ?? 'none'
    );
  });

/** Shortens the app's stable delay before it starts (register.ts reads this; nothing the app ships sets it). */
async function shortenStableDelay(context: BrowserContext, ms: number) {
  await context.addInitScript((delay) => {
    (window as unknown as { homerOfflineCacheDelayMs: number }).homerOfflineCacheDelayMs = delay;
  }, ms);
}

type Visit = {
  ms: number;
  codeFromNetwork: number;
  codeFromWorker: number;
  apiFromWorker: string[];
  api: string[];
};

/** Opens the dashboard and counts the scripts and stylesheets it loaded, by where they came from. */
async function visitDashboard(page: Page): Promise<Visit> {
  const responses: Response[] = [];
  const collect = (response: Response) => responses.push(response);
  page.on('response', collect);
  const started = Date.now();
  await page.goto('/dashboard');
  await expect(dashboardHeading(page)).toBeVisible();
  const ms = Date.now() - started;
  // The widgets' and the shell's late parts load after the heading shows: count them too, until nothing new has
  // arrived for a while (the live stream stays open, so the page never goes idle on the network).
  let seen = -1;
  while (seen !== responses.length) {
    seen = responses.length;
    await page.waitForTimeout(1_500);
  }
  page.off('response', collect);
  const code = responses.filter((r) => ['script', 'stylesheet'].includes(r.request().resourceType()));
  const api = responses.filter((r) => new URL(r.url()).pathname.startsWith('/api/'));
  return {
    ms,
    codeFromNetwork: code.filter((r) => !r.fromServiceWorker()).length,
    codeFromWorker: code.filter((r) => r.fromServiceWorker()).length,
    apiFromWorker: api.filter((r) => r.fromServiceWorker()).map((r) => r.url()),
    api: api.map((r) => new URL(r.url()).pathname),
  };
}

test.describe('Offline-cache worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers only once the app has been stable for 30000 ms', async ({ page }) => {
    // The real delay, on a clock that stands still unless the test moves it. The wait starts while the app starts
    // on the login page (nothing else happens there), at the latest when it is ready, `started` ms into the clock.
    const start = new Date('2026-03-02T08:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/login');
    let started = 0;
    // The rendered page starts the app's scripts after its first paint, on this clock too.
    while (!(await page.locator('html[data-app-ready]').count())) {
      await page.clock.runFor(100);
      started += 100;
      expect(started).toBeLessThan(10_000);
    }

    await page.clock.runFor(29_000 - started);
    // Give a registration that should not happen the chance to show.
    await page.waitForTimeout(1_000);
    expect(await workerState(page)).toBe('none');

    await page.clock.runFor(started + 1_500);
    await expect.poll(() => workerState(page), { timeout: 60_000 }).toBe('activated');
  });

  test('serves the app code on a repeat visit, keeps no API answer, and shows the offline page without a network', async ({
    page,
    context,
  }) => {
    // Long enough for the first visit to finish before the worker comes.
    await shortenStableDelay(context, 10_000);
    // No HTTP cache: whatever a visit does not fetch from the network, the worker served.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(dashboardHeading(page)).toBeVisible();
    const first = await visitDashboard(page);
    expect(first.codeFromWorker).toBe(0);
    expect(first.codeFromNetwork).toBeGreaterThan(0);

    await expect.poll(() => workerState(page), { timeout: 60_000 }).toBe('activated');
    const repeat = await visitDashboard(page);
    console.log(`dashboard, first visit: ${JSON.stringify({ ...first, api: first.api.length })}`);
    console.log(`dashboard, repeat visit: ${JSON.stringify({ ...repeat, api: repeat.api.length })}`);
    expect(repeat.codeFromNetwork).toBe(0);
    expect(repeat.codeFromWorker).toBeGreaterThan(0);
    // API answers go past the worker, CheckForSystemNotification among them (spec document 1 §7).
    expect(repeat.api).toContain('/api/Administration/SystemNotification/CheckForSystemNotification');
    expect(repeat.apiFromWorker).toEqual([]);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((url) => url.startsWith('/assets/')).length).toBeGreaterThan(100);
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/ba/budgets/list');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    // Back online, the page retries by itself and the address asked for loads.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Tracking' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('ships a valid web app manifest and a worker the browser always revalidates', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1971c2');

    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'HOMER',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1971c2',
    });
    for (const [size, icon] of [
      [192, '/app-icon-192.png'],
      [512, '/app-icon-512.png'],
    ] as const) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ src: icon, sizes: `${size}x${size}` }));
      const png = await request.get(icon);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // PNG header: width and height are the first two fields of IHDR.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
    }

    // Chromium's own reading of the manifest: no errors, and nothing that keeps the app from being installed.
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const installability = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium installs nothing: that one is the test browser's.
    const errors = installability.installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    expect(errors).toEqual([]);

    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
