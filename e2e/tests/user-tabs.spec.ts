import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import {
  demoPassword,
  expectNoSeriousA11yViolations,
  pickByTyping,
  signedInAs,
  signInFromStart,
} from './helpers.ts';

/** A user of this spec alone, with the demo password and BA access at User. */
async function createUser(userName: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Tabitha', initcap($1::varchar), password_hash
       from users where user_name = 'admin' returning id`,
      [userName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    await client.query(`insert into module_access (user_id, module, role) values ($1, 'BA', 'User')`, [id]);
    return id;
  });
}

/** An active facility's name, and whether the user belongs to it. */
const activeFacility = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; name: string }>(
      `select id, name from facilities where is_active order by name desc limit 1`,
    );
    if (!rows[0]) throw new Error('no active facility');
    return rows[0];
  });
const belongs = (userId: number, facilityId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query(
      'select 1 from user_facilities where user_id = $1 and facility_id = $2',
      [userId, facilityId],
    );
    return rows.length > 0;
  });

test('an administrator reads a user’s login and audit history and adds a facility membership', async ({
  page,
}) => {
  const userName = `usrtabs${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  // The user fails once, signs in, and changes their own phone number: one failure, one sign-in, one change.
  const wrong = await page.request.post('/api/Account/Login', {
    data: { userName, password: 'Not-The-Password-1' },
  });
  expect((await wrong.json()).isSuccessful).toBe(false);
  const login = await page.request.post('/api/Account/Login', { data: { userName, password: demoPassword } });
  const token: string = (await login.json()).value.token;
  const saved = await page.request.post('/api/Administration/Users/SaveUser', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userId,
      firstName: 'Tabitha',
      lastName: 'Tabs',
      email: `${userName}@e2e.example`,
      phoneNumber: '(850) 555-0142',
    },
  });
  expect(saved.status()).toBe(200);

  await signedInAs(page, 'sysadmin');
  await page.goto(`/admin/users/user/edit/login-history/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  // Newest first: the sign-in, then the wrong password before it.
  await expect(rows.nth(1)).toContainText('Signed in');
  await expect(rows.nth(1)).toContainText('127.0.0.1');
  await expect(rows.nth(2)).toContainText('Wrong user name or password');
  await expect(rows.nth(2)).toContainText('Password');
  await expectNoSeriousA11yViolations(page);

  const userTabs = page.getByRole('navigation', { name: 'User tabs' });
  await userTabs.getByRole('link', { name: 'Audit History' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/audit-history/${userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit History' })).toBeVisible();
  const phoneChange = page.getByRole('row').filter({ hasText: 'Phone Number' });
  await expect(phoneChange).toHaveCount(1);
  await expect(phoneChange).toContainText('(850) 555-0142');
  // Every row is this user's change: no Changed By filter or column.
  await expect(page.getByRole('combobox', { name: 'Changed By' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const facility = await activeFacility();
  await userTabs.getByRole('link', { name: 'Organizations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Organizations' })).toBeVisible();
  await expect(page.getByText('This user does not belong to any facility.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Add facility' }).click();
  await pickByTyping(page, facility.name, facility.name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Facility added.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Facilities of this user' });
  await expect(table.getByRole('rowheader', { name: facility.name })).toBeVisible();
  expect(await belongs(userId, facility.id)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The audit trigger wrote the change under the administrator, so it heads their own audit history.
  const sysadmin = await withDatabase(
    async (c) => (await c.query<{ id: number }>("select id from users where user_name = 'sysadmin'")).rows[0],
  );
  await page.goto(`/admin/users/user/edit/audit-history/${sysadmin?.id}`);
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Facility');
  await expect(newest).toContainText(facility.name);
  await expect(newest).toContainText('Tabitha Tabs');
});

test('a user sees their own login history but not another user’s tabs', async ({ page }) => {
  const userName = `usrown${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  await signedInAs(page, userName);
  await page.goto(`/admin/users/user/edit/login-history/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login History' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'User tabs' });
  await expect(tabs.getByRole('link', { name: 'Audit History' })).toHaveCount(0);
  // The audit-history tab is not theirs: the page falls back to details.
  await page.goto(`/admin/users/user/edit/audit-history/${userId}`);
  await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/details/${userId}$`));
  const admin = await withDatabase(
    async (c) => (await c.query("select id from users where user_name = 'admin'")).rows[0],
  );
  // Someone else's page: refused as a 403 is (spec document 1 §8), home with the message (decision 085).
  await page.goto(`/admin/users/user/edit/login-history/${admin.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied!' })).toBeVisible();
});

test.describe('the new tabs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login history, audit history, organizations, HEROS agencies and Rx Connects neither scroll sideways nor fail axe, light and dark', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const admin = await withDatabase(
      async (c) => (await c.query<{ id: number }>("select id from users where user_name = 'admin'")).rows[0],
    );
    await signInFromStart(page, 'admin');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [tab, title] of [
        ['login-history', 'Login History'],
        ['audit-history', 'Audit History'],
        ['organizations', 'User Organizations'],
        ['heros-agencies', 'HEROS Agencies'],
        ['rx-connects', 'Rx Connects'],
      ] as const) {
        await page.goto(`/admin/users/user/edit/${tab}/${admin?.id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const widths = await page.evaluate(() => ({
          content: document.scrollingElement?.scrollWidth ?? 0,
          viewport: window.innerWidth,
        }));
        expect(widths.content, `${tab} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });
});
