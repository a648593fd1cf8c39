import { messages } from '@homer/contracts/messages';
import { routes } from '@homer/contracts/routes';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, mainNav, signedInAs, signInFromStart } from './helpers.ts';

/** Decision 082/083: the side bar's areas, the Ctrl+K palette and the page a PHI page sends a user without MFA to. */

const locked = ' (needs a second factor)';
/** Every page the route table puts in the bar: admin has every module at SystemAdmin, so all of them. */
const everyNavLabel = routes.flatMap((route) => ('nav' in route && route.nav ? [route.nav.label] : []));
/** Uma User: HEROS, Inventory, NDC, HelpDesk and BA at User (the demo seed). */
const plainUserLabels = [
  'Dashboard',
  'Inventories',
  'Stock',
  'Transfers',
  'Stock Counts',
  'Stock Documents',
  'Reports',
  'Phone Scanner',
  'NDC Formulary',
  'FDA Recalls',
  'HEROS',
  'Support Tickets',
  'Knowledge Base',
  'Budget Tracking',
  'Tech Spec',
];

const areaButtons = (page: Page) => mainNav(page).locator('button[aria-controls^="nav-area-"]');

/**
 * Opens each area in turn (closing the one before) and checks that all its pages are on screen at once, without
 * scrolling: one click reaches any page however short the window. Returns the pages' names.
 */
async function reachEveryPage(page: Page): Promise<string[]> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  const names = ['Dashboard'];
  const areas = areaButtons(page);
  const count = await areas.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const area = areas.nth(i);
    await expect(area).toBeInViewport();
    if ((await area.getAttribute('aria-expanded')) === 'false') await area.click();
    await expect(area).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator(`#${await area.getAttribute('aria-controls')}`).getByRole('link');
    await expect(links.first()).toBeVisible();
    const height = page.viewportSize()?.height ?? 0;
    for (const link of await links.all()) {
      // On screen and wholly above the window's bottom edge: no scrolling needed to reach it.
      await expect(link).toBeInViewport();
      const box = await link.boundingBox();
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= height).toBe(true);
      const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
      names.push(name.replace(/\s+/g, ' ').trim());
    }
    await area.click();
    await expect(area).toHaveAttribute('aria-expanded', 'false');
  }
  return names;
}

const sizes = [
  { name: 'desktop 1280×800', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const size of sizes) {
  test.describe(`every page of the bar is one click away, ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    const openBar = async (page: Page) => {
      if (size.phone) await page.getByRole('button', { name: 'Navigation' }).click();
      await expect(mainNav(page)).toBeInViewport();
    };

    test('admin: all pages of the route table, in six areas', async ({ page }) => {
      await signInFromStart(page, 'admin');
      await openBar(page);
      await expect(areaButtons(page)).toHaveCount(6);
      const names = await reachEveryPage(page);
      // This session has no second factor: the PHI pages say so in their names.
      expect(names.filter((name) => name.endsWith(locked)).toSorted()).toEqual([
        `Formula Orders${locked}`,
        `Formula Patients${locked}`,
        `Fulfillment${locked}`,
        `Home Delivery${locked}`,
      ]);
      expect(names.map((name) => name.replace(locked, '')).toSorted()).toEqual(everyNavLabel.toSorted());
    });

    test('a plain user: only the pages the rights allow', async ({ page }) => {
      await signInFromStart(page, 'user');
      await openBar(page);
      const names = await reachEveryPage(page);
      expect(names.toSorted()).toEqual(plainUserLabels.toSorted());
      await expect(mainNav(page).getByRole('button', { name: 'Administration' })).toHaveCount(0);
    });
  });
}

test.describe('the bar by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab reaches an area, Space and Enter open and close it, Enter follows a page', async ({ page }) => {
    await signInFromStart(page, 'admin');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    for (const area of ['Pharmacy', 'Programmes', 'Support', 'Budget', 'Administration']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('button', { name: area })).toBeFocused();
    }
    const administration = nav.getByRole('button', { name: 'Administration' });
    await page.keyboard.press('Space');
    await expect(administration).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(administration).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(administration).toHaveAttribute('aria-expanded', 'true');
    const scheduledJobs = nav.getByRole('link', { name: 'Scheduled jobs' });
    for (
      let tabs = 0;
      tabs < 12 && !(await scheduledJobs.evaluate((el) => el === document.activeElement));
      tabs++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(scheduledJobs).toBeFocused();
    await page.keyboard.press('Enter');
    // The plain nav label; the page keeps the spec's title.
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(scheduledJobs).toHaveAttribute('aria-current', 'page');
  });

  test('opening a page by its address opens its area', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/ba/budgets/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Tracking' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Budget' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Budget Tracking' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

const palette = (page: Page) => page.getByRole('dialog');
const paletteButton = (page: Page) => page.getByRole('button', { name: 'Search pages and records' });
const paletteSearch = (page: Page) =>
  palette(page).getByRole('textbox', { name: 'Search pages and records' });

test.describe('the command palette', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Ctrl+K finds a page by name and opens it', async ({ page }) => {
    await signInFromStart(page, 'admin');
    // The shortcut is the header button's: it exists once the signed-in shell has drawn it.
    await expect(paletteButton(page)).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(paletteSearch(page)).toBeFocused();
    await paletteSearch(page).fill('sched');
    await expect(palette(page).getByRole('button', { name: /Scheduled jobs/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quartz History' })).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
  });

  test('the header button finds records: a user, a budget and a ticket', async ({ page }) => {
    const ticket = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        "select id from help_desk_tickets where subject = 'Password reset email never arrives'",
      );
      return rows[0]?.id ?? 0;
    });
    expect(ticket).toBeGreaterThan(0);
    await signInFromStart(page, 'admin');
    const button = paletteButton(page);

    await button.click();
    await paletteSearch(page).fill('Uma');
    await palette(page)
      .getByRole('button', { name: /Uma User/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/users\/user\/edit\/details\/\d+$/);

    await button.click();
    await paletteSearch(page).fill('vaccines for');
    await palette(page)
      .getByRole('button', { name: /Vaccines for Adults/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ba\/budgets\/details\/\d+$/);

    await button.click();
    await paletteSearch(page).fill(`#${ticket}`);
    await palette(page)
      .getByRole('button', { name: new RegExp(`Ticket #${ticket}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/edit/${ticket}$`));
  });

  test('a plain user finds only what the rights allow: no users, no admin pages', async ({ page }) => {
    await signInFromStart(page, 'user');
    await expect(paletteButton(page)).toBeVisible();
    await page.keyboard.press('Control+K');
    // The user list is a UserAdmin's: the palette does not even ask (the server would refuse it, 403).
    const usersList = page.waitForRequest(/Users\/GetList/, { timeout: 4_000 }).catch(() => null);
    await paletteSearch(page).fill('Avery');
    await expect(palette(page).getByText('Nothing found.')).toBeVisible();
    expect(await usersList).toBeNull();
    await paletteSearch(page).fill('scheduled');
    await expect(palette(page).getByText('Nothing found.')).toBeVisible();
    await paletteSearch(page).fill('budget');
    await expect(palette(page).getByRole('button', { name: /Budget Tracking/ })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the bar with an open area and the palette have no serious axe violation, ${scheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInFromStart(page, 'admin');
      await page.getByRole('button', { name: 'Keep navigation expanded' }).click();
      await mainNav(page).getByRole('button', { name: 'Pharmacy' }).click();
      await expect(mainNav(page).getByRole('link', { name: /Fulfillment/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await paletteButton(page).click();
      await paletteSearch(page).fill('Avery');
      await expect(palette(page).getByRole('button', { name: /Avery Admin/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('a PHI page without a second factor', () => {
  test('the bar marks it; opening it explains what is missing and links to enrolment', async ({ page }) => {
    await signInFromStart(page, 'pharmacist');
    await mainNav(page).getByRole('button', { name: 'Pharmacy' }).click();
    const fulfilment = mainNav(page).getByRole('link', { name: `Fulfillment${locked}` });
    await fulfilment.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Second factor required' })).toBeVisible();
    await expect(page).toHaveURL(/\/second-factor-required\?from=%2Fpharmacy%2Ffulfillment%2Flist$/);
    await expect(page.getByText(messages.phiRequired)).toBeVisible();
    // The pharmacist has the inactivity timeout: only the second factor is asked for.
    await expect(page.getByText(/inactivity timeout turned off/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Set up a second factor in HOMER' })).toHaveAttribute(
      'href',
      '/admin/users/user/edit/security/currentUser',
    );
    await expect(page.getByRole('link', { name: 'Open the page you asked for' })).toHaveCount(0);

    // Once the session has its second factor (as a device sign-in gives it), the way back opens the page.
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    await withDatabase((db) =>
      db.query('update sessions set mfa_verified = true where id = $1', [payload.sid]),
    );
    await page.reload();
    await page.getByRole('link', { name: 'Open the page you asked for' }).click();
    await expect(page).toHaveURL(/\/pharmacy\/fulfillment\/list$/);
    await expect(mainNav(page).getByRole('link', { name: 'Fulfillment', exact: true })).toBeVisible();
  });

  test('a user without the inactivity timeout is told to ask for it', async ({ page }) => {
    await signedInAs(page, 'technician');
    await page.goto('/pharmacy/fulfillment/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Second factor required' })).toBeVisible();
    await expect(page.getByText(/inactivity timeout turned off/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit a help-desk ticket' })).toBeVisible();
  });

  test('a user below the page’s role is still refused, not sent to enrol', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/pharmacy/fulfillment/list');
    await expect(page.getByText(/^Access Denied!/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the page has no serious axe violation, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signedInAs(page, 'technician');
      await page.goto('/pharmacy/home-delivery/list');
      await expect(page.getByRole('heading', { level: 1, name: 'Second factor required' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
