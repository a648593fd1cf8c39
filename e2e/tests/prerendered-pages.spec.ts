import { expect, type Page, test } from '@playwright/test';
import { demoPassword, signIn } from './helpers.ts';

/**
 * Decision 064: the public pages the build renders are painted from the HTML before any script has run; the app then
 * takes them over (hydrates) without re-rendering them, and what a visitor did meanwhile reaches the app.
 */
const renderedPages = [
  ['/login', 'login'],
  ['/pfs-register', 'pfsRegister'],
  ['/help-ticket', 'helpTicket'],
  ['/heros-application', 'herosApplication'],
  ['/home-delivery', 'homeDelivery'],
  ['/forgot-password', 'forgotPassword'],
  ['/repositoryregister', 'repositoryRegister'],
  ['/donorregistration', 'donorRegistration'],
  ['/patient-application', 'patientApplication'],
  ['/homer-register', 'homerRegister'],
  ['/change-password', 'changePassword'],
  // Pages opened from a link: rendered per shape of the link's query (decision 104), whatever its values.
  ['/change-password?token=not-a-real-token&userId=5', 'changePassword'],
  ['/homer-register?guid=00000000-0000-0000-0000-000000000000&fromIcq=true', 'homerRegister'],
  ['/404', 'notFound'],
] as const;

/** Collects uncaught errors: a hydration mismatch is reported as one (React's error #418 and its kin). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each rendered public page shows before its scripts run, and the app takes it over without a mismatch', async ({
  page,
}) => {
  test.slow();
  for (const [path, routeId] of renderedPages) {
    // No script of the app's: the page is there, in the visitor's colour scheme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator(`#root[data-prerendered="${routeId}"]`)).toBeAttached();
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const title = await heading.textContent();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await page.unroute('**/assets/*.js');

    // With its scripts: hydrated (a mismatch would throw and re-render), the same page, now the app's.
    await page.emulateMedia({ colorScheme: 'light' });
    const errors = pageErrors(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title ?? '');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(errors, path).toEqual([]);
  }
});

test('only an address without a query, or with a link’s query of a rendered shape, is rendered by the build', async ({
  request,
}) => {
  expect(await (await request.get('/login')).text()).toContain('data-prerendered="login"');
  expect(await (await request.get('/login?redirectUrl=%2Fdashboard')).text()).not.toContain(
    'data-prerendered',
  );
  expect(await (await request.get('/change-password?token=t&userId=5')).text()).toContain(
    'data-prerendered="changePassword"',
  );
  expect(await (await request.get('/change-password?token=t&userId=5&utm=x')).text()).not.toContain(
    'data-prerendered',
  );
  expect(await (await request.get('/dashboard')).text()).not.toContain('data-prerendered');
});

test('what a visitor types and clicks before the app has taken the page over is not lost', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // The entry script waits until the visitor has typed and clicked.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Held, not sent as a plain page request.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in visitor is not shown the signed-out rendering, so nothing typed into it is lost', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const errors = pageErrors(page);
  // The app's entry waits: what the visitor sees before the app takes over is the inline script's doing.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/heros-application', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  release();
  const agency = page.getByRole('textbox', { name: 'Agency Name' });
  await agency.fill('Typed once');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(agency).toHaveValue('Typed once');
  expect(errors).toEqual([]);
});

test('a signed-in visitor who opens a rendered page gets the app’s answer for them', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const errors = pageErrors(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});
