import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signIn, signInFromStart } from './helpers.ts';

/**
 * Issue 27 points 12 and 13 (decision 092): on a phone the list toolbar is one row with a 'Filters' button, the
 * footer ends the page instead of staying on screen, and the Complaints button never covers the last record or
 * the pagination; in the dark scheme row highlights, status badges and message bubbles keep their contrast.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The list's records on a phone: the cards of the list named by the page's title. */
const cards = (page: Page, title: string) =>
  page.getByRole('list', { name: title, exact: true }).locator(':scope > li');

/** The pagination row: the range text, rows per page and the page buttons. */
const paginationRow = (page: Page) =>
  page.getByRole('navigation', { name: 'Pagination' }).locator('xpath=../..');

/** How far below the top of the page content (inside the shell's padding) the given element starts. */
function belowContentTop(element: Locator) {
  return element.evaluate((el) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const top = main.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(main).paddingTop);
    return el.getBoundingClientRect().top - top;
  });
}

const phoneLists = [
  { path: '/support/tickets/list', title: 'Support Tickets' },
  { path: '/admin/users/list', title: 'Users' },
  { path: '/ba/budgets/list', title: 'Budget Tracking' },
  { path: '/heros/applications/list', title: 'HEROS Applications' },
  { path: '/admin/users/global-audit-list', title: 'Global Audit List' },
] as const;

test.describe('lists on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one toolbar row: the first record within 120 px of the content top; the footer is not fixed', async ({
    page,
  }) => {
    test.slow();
    await signInFromStart(page, 'admin');
    const problems: string[] = [];
    for (const { path, title } of phoneLists) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const records = cards(page, title);
      // The records, or the list's own empty text where a list has none for this user.
      const first = records.or(page.getByText('No Records', { exact: true })).first();
      await expect(first).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      const gap = await belowContentTop(first);
      if (gap > 120)
        problems.push(`${path}: the first record starts ${Math.round(gap)} px below the content top`);
      const footer = page.locator('footer').first();
      const position = await footer.evaluate((el) => getComputedStyle(el).position);
      if (position === 'fixed' || position === 'sticky') problems.push(`${path}: the footer is ${position}`);
      // Not on the first screen of a list longer than it: it ends the page.
      if ((await records.count()) >= 5 && (await footer.isVisible()))
        await expect(footer).not.toBeInViewport();
    }
    expect(problems).toEqual([]);
  });

  test('Users: the filters open from the button and apply, also once closed', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/users/list');
    const records = cards(page, 'Users');
    await expect(records.first()).toBeVisible();
    const range = page.getByText(/ of \d+ records$/);
    const before = await range.textContent();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create user' })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Create user' })).toBeVisible();
    // The default (Status: Active) is one filter: its number is on the button, its words describe it.
    await expect(toggle).toHaveAccessibleDescription('1 filter active');
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Technician', exact: true }).click();
    await expect(range).not.toHaveText(before ?? '');
    await expect(records.filter({ hasText: 'technician' }).first()).toBeVisible();
    const narrowed = await range.textContent();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    // Closed, the filters still apply and the button says so.
    await expect(range).toHaveText(narrowed ?? '');
    await expect(toggle).toHaveAccessibleDescription('2 filters active');
    await expect(page.getByTestId('filters-count')).toHaveText('2');
    await expectNoSeriousA11yViolations(page);
  });

  test('CI orders: scrolled to the end, the Complaints button covers neither the last record, the pagination nor the footer', async ({
    page,
  }) => {
    await signedInAs(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    const records = cards(page, 'CI Orders');
    await expect(records.first()).toBeVisible();
    const complaints = page.getByRole('button', { name: 'Complaints' });
    await expect(complaints).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer').first()).toBeInViewport();
    const button = await box(complaints);
    expect(overlap(button, await box(records.last()))).toBe(false);
    expect(overlap(button, await box(paginationRow(page)))).toBe(false);
    expect(overlap(button, await box(page.locator('footer').first()))).toBe(false);
  });
});

test.describe('lists at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('CI orders: the Complaints button stays clear of the pagination; the toolbar and footer are as before', async ({
    page,
  }) => {
    await signedInAs(page, 'technician');
    await page.goto('/ci-repack/orders/list');
    // The demo's county orders, supplied by Central Pharmacy (decision 107).
    await expect(page.getByRole('link', { name: /^CO\d{6}$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await box(page.getByRole('button', { name: 'Complaints' }));
    expect(overlap(button, await box(paginationRow(page)))).toBe(false);
    expect(overlap(button, await box(page.getByRole('row').last()))).toBe(false);
    await expect(page.locator('footer').first()).toHaveCSS('position', 'fixed');
  });
});

test.describe('the dark scheme', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });

  test('Fiscal Years: highlighted rows take the dark tones and pass axe; the legend shows the same tones', async ({
    page,
  }) => {
    await signInFromStart(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.goto('/ba/admin/fiscal-years');
    const current = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Yes' }) });
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const colours = await page
      .locator('main tbody tr')
      .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).backgroundColor));
    // #479640 the current year, #d45454 inactive ones (scheme-tokens.ts), never the light scheme's #c5ffc0.
    expect(colours).toContain('rgb(71, 150, 64)');
    expect(colours).not.toContain('rgb(197, 255, 192)');
    expect(await current.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Legend' }).click();
    await expect(page.getByText('The current fiscal year')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Users: filled status badges take the dark tones (black text on a light shade) and pass axe', async ({
    page,
  }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/users/list');
    const badge = page.locator('main .mantine-Badge-root').first();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/support/tickets/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Chat: both people’s bubbles pass axe in dark', async ({ browser }) => {
    const family = `Dark${Date.now().toString(36)}`;
    const eve = await createUser('Eve', family);
    const fay = await createUser('Fay', family);
    const a = await signedInPage(browser, eve.userName);
    await a.emulateMedia({ colorScheme: 'dark' });
    await a
      .getByRole('region', { name: 'Chat', exact: true })
      .getByRole('button', { name: 'Open conversations' })
      .click();
    const drawerA = a.getByRole('dialog', { name: 'Messages' });
    await drawerA.getByRole('button', { name: 'New chat' }).click();
    await drawerA.getByLabel('Search people').fill(family);
    await drawerA.getByRole('button', { name: `Chat with ${fay.name}` }).click();
    await drawerA.getByRole('textbox', { name: 'Message' }).fill('Evening, Fay.');
    await drawerA.getByRole('textbox', { name: 'Message' }).press('Enter');
    const logA = drawerA.getByRole('log', { name: 'Messages' });
    await expect(logA).toContainText('Evening, Fay.');

    const b = await signedInPage(browser, fay.userName);
    await b.getByRole('button', { name: /^Messages, 1 unread$/ }).click();
    const drawerB = b.getByRole('dialog', { name: 'Messages' });
    await drawerB.getByRole('button', { name: `Open ${eve.name}` }).click();
    await drawerB.getByRole('textbox', { name: 'Message' }).fill('Evening, Eve.');
    await drawerB.getByRole('button', { name: 'Send' }).click();
    await expect(logA).toContainText('Evening, Eve.');
    const own = logA.locator('p', { hasText: 'Evening, Fay.' });
    // The own bubble: white on blue 9 (#1864ab), not the light scheme's pale blue.
    await expect(own).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoSeriousA11yViolations(a);
    await a.context().close();
    await b.context().close();
  });
});

/** A user of this spec alone, with the demo password and no module access (chat is every signed-in user's). */
async function createUser(firstName: string, lastName: string) {
  const userName = `${firstName.toLowerCase()}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await withDatabase((client) =>
    client.query(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $2::varchar, $3::varchar, $4::varchar, password_hash from users where user_name = 'admin'`,
      [userName, `${userName}@e2e.example`, firstName, lastName],
    ),
  );
  return { userName, name: `${firstName} ${lastName}` };
}

async function signedInPage(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme: 'dark' })).newPage();
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}
