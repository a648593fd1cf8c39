import { type APIRequestContext, expect, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, tokenFor } from './helpers.ts';
import { createUser, uniqueName } from './report-users.ts';

/** Subscribes the token's user as a report's page does (POST api/Reporting/Subscriptions/Save); the new id. */
async function subscribe(request: APIRequestContext, token: string, body: object): Promise<number> {
  const answer = await request.post('/api/Reporting/Subscriptions/Save', {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const id = (await answer.json()).value as number | null;
  if (!id) throw new Error('No subscription id returned');
  return id;
}

const storedFrequency = (id: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ frequency: string }>(
      'select frequency from report_subscriptions where id = $1',
      [id],
    );
    return rows[0]?.frequency ?? null;
  });

const nextDelivery = (userId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ next: string }>(
      'select next_delivery_on::text as next from report_subscriptions where user_id = $1',
      [userId],
    );
    return rows[0]?.next ?? null;
  });

test('the notifications tab opens a report subscription, changes its delivery and removes it', async ({
  page,
  request,
  browser,
}) => {
  const userName = uniqueName('rsubs');
  const otherName = uniqueName('rsubo');
  const userId = await createUser(userName);
  await createUser(otherName);

  const id = await subscribe(request, await tokenFor(request, userName), {
    report: 'reportStockUsage',
    frequency: 'weekly',
    filters: { siteId: 0, lowBelow: '1', lowOnly: 'true' },
  });
  // Another user's subscription is theirs alone: it is not listed on this user's tab.
  const othersId = await subscribe(request, await tokenFor(request, otherName), {
    report: 'reportExpiringStock',
    frequency: 'daily',
    filters: { siteId: 0, within: '30' },
  });

  await signedInAs(page, userName);
  await page.goto(`/admin/users/user/edit/notifications/${userId}/reports/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Notifications' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Report Subscriptions' });
  await expect(section.getByText('"Report delivered" row above')).toBeVisible();

  // The subscription the address names is highlighted and focused, and it is the page's only target.
  const row = page.locator(`tr[data-subscription-id="${id}"]`);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeFocused();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(
    page.getByText("This notification type is not among this user's notification settings."),
  ).toHaveCount(0);

  const table = section.getByRole('table', { name: 'Report Subscriptions' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Report',
    'Filters',
    'Delivery',
    'Next delivery',
    'Last delivered',
    'Actions',
  ]);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.locator(`[data-subscription-id="${othersId}"]`)).toHaveCount(0);
  await expect(section.getByText('Expiring Stock Report')).toHaveCount(0);

  const link = row.getByRole('link', { name: 'Stock Usage Report' });
  await expect(link).toHaveAttribute('href', /^\/reporting\/stock-usage\?.*lowOnly=true/);
  await expect(
    row.getByRole('cell', { name: 'Every site; Low below 1 month; Low stock only', exact: true }),
  ).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(cells.nth(3)).toHaveText('Not yet');
  const delivery = row.getByRole('combobox', { name: /^Delivery of Stock Usage Report/ });
  await expect(delivery).toHaveValue('Weekly (Mondays)');
  await expect(row.getByRole('button', { name: /^Send Stock Usage Report .* now$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A user administrator manages the subscription but does not mail it to its owner: no Send now.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signedInAs(adminPage, 'admin');
    await adminPage.goto(`/admin/users/user/edit/notifications/${userId}/reports/${id}`);
    const adminRow = adminPage.locator(`tr[data-subscription-id="${id}"]`);
    await expect(adminRow.getByRole('button', { name: /^Remove Stock Usage Report/ })).toBeVisible();
    await expect(adminRow.getByRole('button', { name: /^Send .* now$/ })).toHaveCount(0);
    await expect(adminPage.getByText('"Send now" delivers one at once')).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await delivery.click();
  await page.getByRole('option', { name: 'Monthly (the 1st)' }).click();
  await expect(page.getByText('Delivery changed.')).toBeVisible();
  await expect(delivery).toHaveValue('Monthly (the 1st)');
  await expect.poll(() => storedFrequency(id)).toBe('monthly');
  // Monthly deliveries start on the 1st.
  await expect(cells.nth(2)).toHaveText(/^\d{2}\/01\/\d{4}$/);

  await row.getByRole('button', { name: /^Remove Stock Usage Report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove subscription' });
  await expect(dialog).toContainText('Remove the subscription to Stock Usage Report');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Subscription removed.')).toBeVisible();
  await expect(
    section.getByText("No report subscriptions. Subscribe from a report's page (Reports in the side bar)."),
  ).toBeVisible();
  await expect.poll(() => storedFrequency(id)).toBeNull();
  // The other user's subscription is untouched.
  expect(await storedFrequency(othersId)).toBe('daily');
});

test('a subscription that is not the user’s is not found, and other {el} values keep to the settings', async ({
  page,
  request,
}) => {
  const userName = uniqueName('rsubn');
  const otherName = uniqueName('rsubm');
  const userId = await createUser(userName);
  await createUser(otherName);
  const othersId = await subscribe(request, await tokenFor(request, otherName), {
    report: 'reportStockUsage',
    frequency: 'weekly',
    filters: { siteId: 0, lowBelow: '2', lowOnly: 'false' },
  });

  await signedInAs(page, userName);
  await page.goto(`/admin/users/user/edit/notifications/${userId}/reports/${othersId}`);
  const section = page.getByRole('region', { name: 'Report Subscriptions' });
  await expect(section.getByText('That subscription does not exist.')).toBeVisible();
  await expect(
    section.getByText("No report subscriptions. Subscribe from a report's page (Reports in the side bar)."),
  ).toBeVisible();
  await expect(section.getByRole('heading', { level: 2, name: 'Report Subscriptions' })).toBeFocused();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0);

  // A notification type's own row is still the target of its {el}; {reportId} is no longer shown there.
  await page.goto(`/admin/users/user/edit/notifications/${userId}/reports.report-delivered/${othersId}`);
  const delivered = page.locator('tr[data-type-key="reports.report-delivered"]');
  await expect(delivered).toHaveAttribute('aria-current', 'true');
  await expect(delivered).toBeFocused();
  await expect(page.getByText(/Opened for report/)).toHaveCount(0);
  await expect(section.getByText('That subscription does not exist.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("subscribes from a report's page with the filters on screen, once", async ({ page }) => {
  const userName = uniqueName('rsubp');
  const userId = await createUser(userName);
  await signedInAs(page, userName);
  await page.goto('/reporting/expiring-stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Expiring Stock Report' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Within' }).click();
  await page.getByRole('option', { name: '30 days', exact: true }).click();

  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Expiring Stock Report' });
  await expect(dialog.getByRole('combobox', { name: 'Delivery' })).toHaveValue('Weekly (Mondays)');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('combobox', { name: 'Delivery' }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Subscribed. The report will be delivered as chosen, in the app and by email.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same again is refused in the dialog, and nothing more is stored.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.getByRole('combobox', { name: 'Delivery' }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('You already have this subscription.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const stored = await withDatabase(async (client) => {
    const { rows } = await client.query<{ frequency: string; filters: { within: string } }>(
      'select frequency, filters from report_subscriptions where user_id = $1',
      [userId],
    );
    return rows;
  });
  expect(stored).toEqual([{ frequency: 'daily', filters: { siteId: 0, within: '30' } }]);

  await page.goto(`/admin/users/user/edit/notifications/${userId}/reports`);
  const section = page.getByRole('region', { name: 'Report Subscriptions' });
  await expect(section.getByRole('link', { name: 'Expiring Stock Report' })).toBeVisible();
  await expect(section.getByText('Every site; Expiring within 30 days', { exact: true })).toBeVisible();
  await expect(section.getByRole('cell', { name: 'Not yet' })).toBeVisible();

  const scheduled = await nextDelivery(userId);
  // "Send now" delivers it at once: the email arrives in the outbox, and its link opens the report as kept.
  await section.getByRole('button', { name: /^Send Expiring Stock Report .* now$/ }).click();
  await expect(
    page.getByText('Sent: it is in your notifications, and by email if "Report delivered" is set to email.'),
  ).toBeVisible();
  await expect(section.getByRole('cell', { name: 'Not yet' })).toHaveCount(0);
  await expect.poll(async () => (await outboxFor(`${userName}@e2e.example`)).length).toBe(1);
  const [mail] = await outboxFor(`${userName}@e2e.example`);
  expect(mail?.subject).toBe('Expiring Stock Report (daily)');
  expect(mail?.text_body).toMatch(/lots expire within 30 days/);
  const link = mail?.text_body.match(/https?:\/\/\S+\/reporting\/expiring-stock\?\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('heading', { level: 1, name: 'Expiring Stock Report' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Within' })).toHaveValue('30 days');
  // The schedule is as it was.
  expect(await nextDelivery(userId)).toBe(scheduled);
});
