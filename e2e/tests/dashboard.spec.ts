import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';

/** A user of this spec alone, with the demo password and the given module access (none: the Dashboard is everyone's). */
async function createUser(
  prefix: string,
  access: { module: string; role: string }[] = [],
): Promise<{ id: number; userName: string; email: string }> {
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
    for (const a of access)
      await client.query('insert into module_access (user_id, module, role) values ($1, $2, $3)', [
        row.id,
        a.module,
        a.role,
      ]);
    return row.id;
  });
  return { id, userName, email };
}

const storedLayout = (userId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ widgets: unknown }>(
      'select widgets from user_dashboard_layouts where user_id = $1',
      [userId],
    );
    return rows[0]?.widgets ?? null;
  });

async function signInAs(page: Page, userName: string) {
  await page.goto('/login');
  await signIn(page, userName);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('Dashboard', () => {
  test('shows quick user info and the widgets everyone has; the test push is in the notification settings', async ({
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
    await expect(page.getByRole('region', { name: 'Chat', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Push notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a test push' })).toHaveCount(0);
    // No module access: no Refill Requests, no work widgets.
    await expect(page.getByRole('region', { name: 'Refill Requests' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tickets due' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
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

  test("a manager's widgets follow the modules: tickets and budgets only with Help Desk and B&A", async ({
    page,
    browser,
  }) => {
    // The demo manager holds Admin, B&A, Help Desk and Inventory at Manager.
    await signInAs(page, 'manager');
    const tickets = page.getByRole('region', { name: 'Tickets due' });
    await expect(tickets.getByRole('link', { name: 'Unassigned tickets' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Budgets below level' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders due' })).toBeVisible();
    // Registrations are a UserAdmin's, HEROS and Rx Connects not the manager's modules.
    await expect(page.getByRole('region', { name: 'Applications waiting' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // A count opens its list on the filter it counts.
    await tickets.getByRole('link', { name: 'Unassigned tickets' }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/list\?view=unassigned$/);
    await expect(page.getByRole('radio', { name: 'Unassigned' })).toBeChecked();

    // A manager without the Help Desk and B&A modules sees neither widget (a browser of their own).
    const other = await createUser('dashmgr', [
      { module: 'Admin', role: 'Manager' },
      { module: 'Inventory', role: 'Manager' },
    ]);
    const otherPage = await browser.newPage();
    await signInAs(otherPage, other.userName);
    await expect(otherPage.getByRole('region', { name: 'Orders due' })).toBeVisible();
    await expect(otherPage.getByRole('region', { name: 'Tickets due' })).toHaveCount(0);
    await expect(otherPage.getByRole('region', { name: 'Budgets below level' })).toHaveCount(0);
    await otherPage.close();
  });

  test('a user hides and reorders widgets with the keyboard, keeps them after a reload, and resets', async ({
    page,
  }) => {
    const user = await createUser('dashlay', [{ module: 'HelpDesk', role: 'User' }]);
    await signInAs(page, user.userName);
    const order = () =>
      page
        .locator('[aria-label="Dashboard widgets"] [data-widget-id]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-id')));
    await expect.poll(order).toEqual(['notifications', 'chat', 'ticketsDue']);

    await page.getByRole('button', { name: 'Customize dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize dashboard' });
    await expect(dialog.getByRole('switch', { name: 'Show Chat' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    // Keyboard only: Tickets due up twice, Chat hidden.
    await dialog.getByRole('button', { name: 'Move Tickets due up' }).press('Enter');
    await dialog.getByRole('button', { name: 'Move Tickets due up' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Move Tickets due up' })).toBeDisabled();
    await dialog.getByRole('switch', { name: 'Show Chat' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: 'Show Chat' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dashboard layout saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect.poll(order).toEqual(['ticketsDue', 'notifications']);
    await expect(page.getByRole('region', { name: 'Chat', exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Tickets due' })).toBeVisible();
    await expect.poll(order).toEqual(['ticketsDue', 'notifications']);
    expect(await storedLayout(user.id)).toEqual([
      { id: 'ticketsDue', hidden: false },
      { id: 'notifications', hidden: false },
      { id: 'chat', hidden: true },
    ]);

    await page.getByRole('button', { name: 'Customize dashboard' }).click();
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText('Dashboard reset to the default layout.')).toBeVisible();
    await expect.poll(order).toEqual(['notifications', 'chat', 'ticketsDue']);
    expect(await storedLayout(user.id)).toBeNull();
  });

  test('a layout naming an unknown widget is refused with its message and nothing is stored', async ({
    page,
  }) => {
    const user = await createUser('dashbad');
    await signInAs(page, user.userName);
    // The dialog only offers known widgets: the request is altered on its way, as a stale or forged client would.
    await page.route('**/api/Dashboard/SaveDashboardLayout?*', (route) =>
      route.continue({ postData: JSON.stringify({ widgets: [{ id: 'weather', hidden: false }] }) }),
    );
    await page.getByRole('button', { name: 'Customize dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize dashboard' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('"weather" is not a dashboard widget.');
    await expect(dialog).toBeVisible();
    expect(await storedLayout(user.id)).toBeNull();
  });

  test('a chat widget that loads late moves nothing: cumulative layout shift stays under 0.1', async ({
    page,
  }) => {
    const user = await createUser('dashcls', [{ module: 'HelpDesk', role: 'User' }]);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInAs(page, user.userName);
    // Reload with the chat widget's code held back, as on a slow line.
    let delayed = 0;
    await page.route(/\/assets\/chat-widget-[^/]*\.js$/, async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByLabel('Loading Chat')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chat', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tickets due' }).getByText('Unassigned tickets'),
    ).toBeVisible();
    expect(delayed).toBe(1);
    // Let any late shift be recorded before reading the sum.
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`dashboard CLS with the chat widget 2 s late: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.1);
  });

  test("the administrator's counts open their lists on the filters they count", async ({ page }) => {
    await signInAs(page, 'admin');
    const applications = page.getByRole('region', { name: 'Applications waiting' });
    await applications.getByRole('link', { name: 'HEROS applications submitted' }).click();
    await expect(page).toHaveURL(/\/heros\/applications\/list\?status=1$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Submitted');

    await page.goto('/dashboard');
    const recalls = page.getByRole('region', { name: 'Recalls affecting our stock' });
    await recalls.getByRole('link', { name: 'Ongoing recalls of NDCs in stock' }).click();
    await expect(page).toHaveURL(/\/ndcs\/recalls\/list\?inStock=true$/);
    await expect(page.getByRole('checkbox', { name: 'Held in our inventories' })).toBeChecked();

    // Home delivery is patient data: without a second factor the page asks for one, so the link itself is checked.
    await page.goto('/dashboard');
    const orders = page.getByRole('region', { name: 'Orders due' });
    await expect(orders.getByRole('link', { name: 'Home-delivery refills received' })).toHaveAttribute(
      'href',
      '/pharmacy/home-delivery/list?status=Received',
    );
  });
});
