import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const demoPassword = 'HomerDemo!2026';

export async function signIn(page: Page, userName: string, password = demoPassword) {
  await page.getByLabel('Username').fill(userName);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Each API sign-in of a worker gets the next number: a tab takes a token only from a later sign-in than its last. */
let signIns = 0;

/**
 * Signs in as the login page does (POST api/Account/Login) without drawing the login page and the dashboard: the
 * token is stored before the page's next document runs. A later sign-in in the same tab (after a logout, as another
 * user) wins over an earlier one, whose script still runs on every page load. For tests that open their page by
 * address next; signing in itself is proven by sign-in.spec.ts through the form.
 */
export async function signedInAs(page: Page, userName: string) {
  const token = await tokenFor(page.request, userName);
  signIns += 1;
  await page.addInitScript(
    ({ jwt, order }) => {
      if (Number(sessionStorage.getItem('e2e-sign-in') ?? 0) >= order) return;
      localStorage.setItem('jwt', jwt);
      sessionStorage.setItem('e2e-sign-in', String(order));
    },
    { jwt: token, order: signIns },
  );
}

/** A demo-password user's token from the API's sign-in, for a test's own calls to the API (no page involved). */
export async function tokenFor(request: APIRequestContext, userName: string): Promise<string> {
  const answer = await request.post('/api/Account/Login', { data: { userName, password: demoPassword } });
  const token = (await answer.json()).value?.token as string | undefined;
  if (!token) throw new Error(`Signing in as ${userName} gave no token: ${answer.status()}`);
  return token;
}

export async function signInFromStart(page: Page, userName: string) {
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Push notifications about other tests' records (a new ticket is pushed to every support user) can land over the
 * control a test is about to click, and the stack pauses while the pointer is on it, so the click waits for ever.
 * Before each action of a test not about pushes, the pointer leaves the stack and the pushes are let expire.
 */
export async function waitOutPushesInTheWay(page: Page) {
  const cards = page.getByRole('log', { name: 'Push notifications' }).locator('.homer-push-card');
  await page.addLocatorHandler(cards.first(), async () => {
    await page.mouse.move(0, 0);
    await expect(cards).toHaveCount(0, { timeout: 30_000 });
  });
}

/**
 * axe in Chromium, WCAG 2.0 to 2.2 A and AA rules: no serious or critical violation. It measures colours as they are at that instant, so
 * finite animations (a toast fading in) are let finish first; endless ones (loaders) are not waited for. `exclude`
 * leaves out parts that are not the page under test (selectors, as axe takes them).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) axe = axe.exclude(selector);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Ticks the hidden honeypot of a public form, as a form-filling bot would. The box sits off-screen, where
 * Playwright will not click, so the click comes from the page itself.
 */
export async function tickHoneypot(page: Page) {
  const box = page.locator('input[name="honeyPot"]');
  await box.evaluate((input: HTMLInputElement) => input.click());
  await expect(box).toBeChecked();
}

/**
 * Types into the focused searchable select and picks the first match with the keyboard. ArrowDown
 * takes whatever list is shown, so it waits until the typed filter has put the wanted option first.
 */
export async function pickByTyping(page: Page, typed: string, option: string) {
  await page.keyboard.type(typed);
  await expect(page.getByRole('option').first()).toHaveText(option);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * How long a public form's invisible security check may take. The server doubles its cost for each recent
 * submission from one address (all of this suite's, from 127.0.0.1), and a busy two-core machine solves slowly.
 */
export const captchaSolveTimeout = 40_000;

/** Waits until the public form's security check has passed, which is when its submit button is enabled. */
export async function expectSecurityCheckPassed(page: Page, button = 'Submit') {
  await expect(page.getByRole('button', { name: button })).toBeEnabled({ timeout: captchaSolveTimeout });
}

/** The side bar (decision 082: pages sit in areas, each a button that opens its pages). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens every closed area of the side bar, so a link missing from it is one the user does not have. */
export async function openAllNavAreas(page: Page) {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const closed = nav.locator('button[aria-expanded="false"]');
  for (let left = await closed.count(); left > 0; left = await closed.count()) await closed.first().click();
}

/** A page's link in the side bar, its area opened first. */
export async function navLink(page: Page, label: string) {
  await openAllNavAreas(page);
  return mainNav(page).getByRole('link', { name: label });
}
