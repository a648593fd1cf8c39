import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInFromStart } from './helpers.ts';

/**
 * Issue 26: a signed-in page loads its code in at most 30 requests (decision 074). It made 124–143 before: one chunk
 * per set of pages sharing a few modules, and one per part of the shell. Counted on a full load from a stored sign-in,
 * as a returning user opens a bookmark, once the page's late parts (header bells, live stream, widgets) are in.
 */
const maxCodeRequests = 30;

const pages = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/ba/budgets/list', heading: 'Budget Tracking' },
];

/** Quiet this long with no new script or sheet: the late parts have all been fetched. */
const settledMs = 3000;

async function storedSignIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromStart(page, 'admin');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function codeRequestsOfFullLoad(page: Page, path: string, heading: string): Promise<string[]> {
  const code: string[] = [];
  let last = Date.now();
  page.on('request', (request) => {
    if (!/\.(js|css)$/.test(new URL(request.url()).pathname)) return;
    code.push(new URL(request.url()).pathname);
    last = Date.now();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The header's bells are one of the late parts: the shell has loaded all it loads.
  await expect(page.getByRole('button', { name: /notifications/i }).first()).toBeVisible();
  await expect.poll(() => Date.now() - last, { timeout: 30_000 }).toBeGreaterThan(settledMs);
  return code;
}

for (const { path, heading } of pages) {
  test(`${path} loads its code in at most ${maxCodeRequests} requests`, async ({ browser }) => {
    const storageState = await storedSignIn(browser);
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const code = await codeRequestsOfFullLoad(page, path, heading);
    expect(new Set(code).size, 'each file is fetched once').toBe(code.length);
    expect(code.length, code.join('\n')).toBeLessThanOrEqual(maxCodeRequests);
    await context.close();
  });
}
