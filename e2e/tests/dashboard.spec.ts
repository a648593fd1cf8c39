import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

/** A user of this spec alone, with the demo password and no module access (the Dashboard is everyone's). */
async function createUser(prefix: string): Promise<{ id: number; userName: string; email: string }> {
  const userName = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${userName}@e2e.example`;
  const id = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $2::varchar, 'Dana', 'Board', password_hash from users where user_name = 'admin'
       returning id`,
      [userName, email],
    );
    const row = rows[0];
    if (!row) throw new Error('user insert failed');
    return row.id;
  });
  return { id, userName, email };
}

async function signInAs(page: Page, userName: string) {
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('Dashboard', () => {
  test('shows quick user info, and a test push appears in the stack and goes on a click', async ({
    page,
  }) => {
    const user = await createUser('dash');
    await signInAs(page, user.userName);

    const info = page.getByRole('region', { name: 'Dana Board' });
    await expect(info).toContainText(user.email);
    await expect(info).toContainText(user.userName);
    await expect(info).toContainText('None selected');
    await expect(info).toContainText('First sign-in');
    await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible();
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

  test('mail to the user that bounced shows an alert linking to their details', async ({ page }) => {
    const user = await createUser('bounce');
    await withDatabase((client) =>
      client.query(
        `insert into email_outbox (to_address, subject, text_body, failure, bounced_at)
         values ($1, 'Welcome to HOMER', '', 'SMTP refused: 550 5.1.1 No such user', now() + interval '1 second')`,
        [user.email.toUpperCase()],
      ),
    );
    await signInAs(page, user.userName);
    const alert = page.getByRole('alert').filter({ hasText: 'Email to you could not be delivered' });
    await expect(alert).toContainText(user.email.toUpperCase());
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('link', { name: 'Check my email address' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/user\/edit\/details\/currentUser$/);
  });

  test('a dismissed system-notification banner stays hidden after a reload', async ({ page }) => {
    const title = `Dashboard banner ${Date.now().toString(36)}`;
    const id = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into system_notifications (title, message, notification_class_css, start_date, end_date)
         values ($1, '<p>Read me.</p>', 'alert-info', now() - interval '1 hour', now() + interval '1 hour')
         returning id`,
        [title],
      );
      return rows[0]?.id;
    });
    try {
      const user = await createUser('banner');
      await signInAs(page, user.userName);
      const banners = page.getByRole('region', { name: 'System notifications' });
      await expect(banners).toContainText(title);
      await page.getByRole('button', { name: `Dismiss ${title}` }).click();
      await expect(page.getByText(title)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Dana Board' })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
    } finally {
      await withDatabase((client) => client.query('delete from system_notifications where id = $1', [id]));
    }
  });
});
