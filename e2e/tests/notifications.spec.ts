import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  signInFromStart,
} from './helpers.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

async function unreadOnBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** A public PFS registration, which notifies the user administrators (decision 047). */
async function registerForPfs(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}${Date.now() % 1_000_000}@clinic.org`;
  await page.goto('/pfs-register');
  await expectSecurityCheckPassed(page);
  await page.getByRole('combobox', { name: 'Facilities' }).focus();
  await pickByTyping(page, 'Central', 'Central Pharmacy');
  await page.keyboard.press('Escape');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Notified');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel(/^Phone/).fill('8505550123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'A confirmation email has been sent' }),
  ).toBeVisible();
}

test.describe('Notifications', () => {
  test('a notification arrives live; mark read, delete and unsubscribe work from the drawer', async ({
    page,
    browser,
  }) => {
    await signInFromStart(page, 'useradmin');
    await expect(bell(page)).toBeVisible();
    // Demo data gives the user administrator one unread PFS notification; other specs may have added more.
    await expect.poll(() => unreadOnBell(page)).toBeGreaterThan(0);
    const before = await unreadOnBell(page);

    const visitor = await browser.newContext();
    await registerForPfs(await visitor.newPage(), 'Nadia');
    await visitor.close();

    // No reload: the live event refreshes the badge.
    await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();

    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('radio', { name: `Unread (${before + 1})` })).toBeChecked();
    const item = drawer.getByRole('button', { name: 'Open PFS registration submitted' }).first();
    await expect(drawer.getByText(/Nadia Notified registered for PFS/)).toBeVisible();
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Mark the newest read: the badge and the Unread count go down.
    await drawer.getByRole('button', { name: 'Mark PFS registration submitted as read' }).first().click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Notifications(, ${before} unread)?$`) }),
    ).toBeVisible();
    await expect(drawer.getByText(/Nadia Notified registered for PFS/)).toHaveCount(0);

    // All shows it again, read; delete it.
    await drawer.getByText('All', { exact: true }).click();
    await expect(drawer.getByText(/Nadia Notified registered for PFS/)).toBeVisible();
    const nadiaId = await withDatabase(async (c) => {
      const { rows } = await c.query<{ id: number }>(
        "select id from user_notifications where message like 'Nadia Notified%' order by id desc limit 1",
      );
      return rows[0]?.id;
    });
    await drawer.getByRole('button', { name: 'Delete PFS registration submitted' }).first().click();
    await expect(drawer.getByText(/Nadia Notified registered for PFS/)).toHaveCount(0);
    expect(
      await withDatabase(
        async (c) => (await c.query('select 1 from user_notifications where id = $1', [nadiaId])).rowCount,
      ),
    ).toBe(0);

    await drawer.getByText(/^Unread \(/).click();
    // Unsubscribe from an unread PFS notification: confirm, then every unread one of it is read.
    await drawer.getByRole('button', { name: 'Unsubscribe from PFS registration submitted' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Unsubscribe' });
    await expect(confirm).toContainText(
      'You will be unsubscribed from this notification, and all notifications of this subscription will be marked as read.',
    );
    await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(drawer.getByText(/registered for PFS/)).toHaveCount(0);
    // A read notification cannot be unsubscribed from: the spec's warning.
    await drawer.getByText('All', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Unsubscribe from PFS registration submitted' }).first().click();
    await expect(page.getByText('This notification does not have an associated subscription.')).toBeVisible();

    // A further registration no longer reaches this user.
    const after = await unreadOnBell(page);
    const second = await browser.newContext();
    await registerForPfs(await second.newPage(), 'Omar');
    await second.close();
    const omar = await withDatabase(async (c) => {
      const { rows } = await c.query(
        "select n.id from user_notifications n join users u on u.id = n.user_id where u.user_name = 'useradmin' and n.message like 'Omar Notified%'",
      );
      return rows.length;
    });
    expect(omar).toBe(0);
    expect(await unreadOnBell(page)).toBe(after);
  });

  test('the drawer closes from the backdrop, and the gear opens the notification settings', async ({
    page,
  }) => {
    await signInFromStart(page, 'admin');
    await page.getByRole('button', { name: /^Messages/ }).click();
    const messages = page.getByRole('dialog', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await expect(messages.getByText('No unread notifications.')).toBeVisible();
    // The backdrop, left of the drawer (a third of the width on a desktop screen).
    await page.mouse.click(20, 300);
    await expect(messages).toBeHidden();
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    // Admin's unread list: its newest five may be registrations other specs submit meanwhile, so any item will do.
    await expect(drawer.getByRole('button', { name: /^Open / }).first()).toBeVisible();
    await drawer.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/user\/edit\/notifications\/\d+$/);
    await expect(drawer).toBeHidden();
  });
});
