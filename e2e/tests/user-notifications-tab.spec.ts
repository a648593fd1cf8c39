import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

/** A user of this spec alone, with the demo password and Help Desk access at User (so a ticket type is theirs). */
async function createUser(userName: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Nora', initcap($1::varchar), password_hash
       from users where user_name = 'admin' returning id`,
      [userName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    await client.query(`insert into module_access (user_id, module, role) values ($1, 'HelpDesk', 'User')`, [
      id,
    ]);
    return id;
  });
}

const stored = (userId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ type_key: string; push: boolean }>(
      'select type_key, push from user_notification_settings where user_id = $1',
      [userId],
    );
    return rows;
  });

test('a user turns off a push notification, saves, and still sees it off after a reload', async ({
  page,
}) => {
  const userName = `ntftab${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The user menu's "Notification settings" opens this tab.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Help Desk' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  // Types of modules the user has no access to are not offered.
  await expect(page.getByText('Scheduled job failed')).toHaveCount(0);

  const push = page.getByRole('switch', { name: 'Ticket assigned to me: Push' });
  await expect(push).toBeChecked();
  // Mantine draws the switch over its input: the input is what a keyboard or screen reader uses.
  await push.click({ force: true });
  await expect(push).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  expect(await stored(userId)).toEqual([{ type_key: 'helpdesk.ticket-assigned', push: false }]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Ticket assigned to me: Push' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Ticket assigned to me: Email' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Cancel puts back what is stored.
  await page.getByRole('switch', { name: 'Ticket assigned to me: Email' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Ticket assigned to me: Email' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name: 'Ticket assigned to me: Email' })).toBeChecked();
});

test('the {el} and {el}/{reportId} forms highlight and focus one notification type', async ({ page }) => {
  const userName = `ntfel${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto(`/admin/users/user/edit/notifications/${userId}/helpdesk.ticket-assigned`);
  const row = page.locator('tr[data-type-key="helpdesk.ticket-assigned"]');
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeFocused();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);

  await page.goto(`/admin/users/user/edit/notifications/${userId}/account.inactive-account-warning/17`);
  const warning = page.locator('tr[data-type-key="account.inactive-account-warning"]');
  await expect(warning).toHaveAttribute('aria-current', 'true');
  // `{reportId}` names a report subscription (decision 113), not something of a settings row.
  await expect(page.getByText(/Opened for report/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A type the user does not receive is not shown, and the page says so.
  await page.goto(`/admin/users/user/edit/notifications/${userId}/admin.scheduled-job-failed`);
  await expect(
    page.getByText("This notification type is not among this user's notification settings."),
  ).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);
});

test('the test push is sent from the own notification settings: it stacks, comes forward and goes on a click', async ({
  page,
}) => {
  const userName = `ntfpush${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Issue 27: the Dashboard keeps the browser's push permission, the test push lives in the notification settings.
  await expect(page.getByRole('region', { name: 'Push notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a test push' })).toHaveCount(0);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/notifications/${userId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Help Desk' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send a test push' }).click();
  const stack = page.getByRole('log', { name: 'Push notifications' });
  await expect(stack).toContainText('Test push notification');
  await expect(stack).toContainText('Push notifications are working in this browser.');
  await expect(stack.getByRole('progressbar')).toBeVisible();
  // A push lasts 8 s and the pointer over the stack holds it there: the pointer stays on the stack from now on
  // and the second push is sent from the keyboard, so a slow accessibility scan cannot outlast the first one.
  await stack.hover();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send a test push' }).focus();
  await page.keyboard.press('Enter');
  // A second push goes on top; the first sits behind it at opacity 0.2 and comes forward on a click.
  const cards = stack.locator('.homer-push-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toHaveCSS('opacity', '0.2');
  // Only a 15 px strip of it shows, so a person clicks that strip; the keyboard reaches its header button.
  // The pushes read alike, so the first one is marked to follow it through the reordering.
  await cards.nth(1).evaluate((el) => el.setAttribute('data-e2e-first', ''));
  const first = stack.locator('[data-e2e-first]');
  await first.click({ position: { x: 150, y: 5 } });
  await expect(first).toHaveAttribute('data-front', 'true');
  await expect(first).toHaveCSS('opacity', '1');
  await expect(cards.nth(1)).toHaveCSS('opacity', '0.2');
  await stack.getByRole('button', { name: 'Bring forward: Test push notification' }).press('Enter');
  await expect(first).not.toHaveAttribute('data-front', 'true');
  await expect(first).toHaveCSS('opacity', '0.2');
  // Clicking the front one dismisses it (it has no url to follow), then the last one.
  await stack.getByRole('button', { name: 'Test push notification', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await stack.getByRole('button', { name: 'Test push notification', exact: true }).click();
  await expect(stack).toHaveCount(0);
});
