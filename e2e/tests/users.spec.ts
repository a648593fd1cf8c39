import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { demoPassword, expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

/** A user of this spec alone, with the demo password and BA access at User. */
async function createUser(userName: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Lina', initcap($1::varchar), password_hash
       from users where user_name = 'admin' returning id`,
      [userName],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    await client.query(`insert into module_access (user_id, module, role) values ($1, 'BA', 'User')`, [id]);
    return id;
  });
}

const stored = (userId: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ phone_number: string | null }>(
      'select phone_number from users where id = $1',
      [userId],
    );
    return rows[0]?.phone_number ?? null;
  });

test('an administrator finds a user, edits the details and removes a module, refusing the user’s next request', async ({
  page,
}) => {
  const userName = `usrlist${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userId = await createUser(userName);
  // The user is signed in elsewhere, with a bearer token the page's requests carry.
  const login = await page.request.post('/api/Account/Login', { data: { userName, password: demoPassword } });
  const token: string = (await login.json()).value.token;
  const budgets = () =>
    page.request.get('/api/BA/GetBudgetList?pageSize=10', { headers: { authorization: `Bearer ${token}` } });
  expect((await budgets()).status()).toBe(200);

  await signedInAs(page, 'sysadmin');
  await page.goto('/admin/users/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(userName);
  const link = page.getByRole('link', { name: new RegExp(`^${userName}, Lina$`, 'i') });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/details/${userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  const phone = page.getByLabel('Phone Number');
  await expect(page.getByLabel('Last Name')).not.toHaveValue('');
  // Rejected input: the form says why and nothing is stored.
  await phone.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  expect(await stored(userId)).toBeNull();
  await phone.fill('(850) 555-0142');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User details saved.')).toBeVisible();
  await expect.poll(() => stored(userId)).toBe('(850) 555-0142');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'User tabs' })
    .getByRole('link', { name: 'Module Access' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Module Access' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'BA: User', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'BA: None' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Module access saved.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'BA: None' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const refused = await budgets();
  expect(refused.status()).toBe(403);
});
