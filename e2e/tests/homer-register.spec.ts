import { expect, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, tickHoneypot } from './helpers.ts';

const userNotFound = 'There was an error retrieving your PFS user information.';
const alreadyExists =
  'This user and/or email already exists. Please login to Homer below to proceed or contact a PFS/HOMER administrator for further assistance.';

/** A PFS user as PFS hands it over, linked to Central Pharmacy; returns its registration link's guid. */
async function pfsUser(firstName = 'Jordan') {
  const userName = `pfs${Date.now() % 10_000_000}${Math.floor(Math.random() * 1000)}`;
  const email = `${userName}@clinic.org`;
  const guid = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; guid: string }>(
      `insert into pfs_users (first_name, last_name, user_name, email, phone_number)
       values ($1, 'Rivera', $2, $3, '850-555-0199') returning id, guid`,
      [firstName, userName, email],
    );
    await client.query(
      `insert into pfs_user_facilities (pfs_user_id, facility_id)
       select $1, id from facilities where name = 'Central Pharmacy'`,
      [rows[0]?.id],
    );
    return rows[0]?.guid ?? '';
  });
  return { guid, userName, email };
}

const homerUser = (email: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ user_name: string; has_password: boolean; facilities: string[] }>(
      `select u.user_name, u.password_hash is not null as has_password,
              array(select f.name from user_facilities uf join facilities f on f.id = uf.facility_id
                    where uf.user_id = u.id) as facilities
       from users u where u.email = $1`,
      [email],
    );
    return rows;
  });

test.describe('User Registration from PFS', () => {
  test('a PFS user registers with the keyboard and gets a welcome email with a password link', async ({
    page,
  }) => {
    const person = await pfsUser();
    await page.goto(`/homer-register?guid=${person.guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User Registration from PFS' })).toBeVisible();
    await expect(page.getByText('to get access to the support desk')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Phone')).toHaveValue('850-555-0199');
    await expectNoSeriousA11yViolations(page);

    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeEnabled();
    await page.getByLabel('Phone').focus();
    await page.keyboard.press('Tab');
    await expect(register).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status')).toContainText('A welcome email has been sent');
    await expect(register).toHaveCount(0);
    expect(await homerUser(person.email)).toEqual([
      { user_name: person.userName, has_password: false, facilities: ['Central Pharmacy'] },
    ]);
    const [welcome] = await outboxFor(person.email);
    expect(welcome?.subject).toBe('Welcome to HOMER');
    expect(welcome?.text_body).toMatch(/\/change-password\?token=[\w-]+&userId=\d+/);

    // The link now names an existing user: no second registration.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(alreadyExists);
    await expect(page.getByRole('alert').getByRole('link', { name: 'Go to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(register).toHaveCount(0);
  });

  test('the banner follows fromAccounts and fromIcq', async ({ page }) => {
    const person = await pfsUser();
    await page.goto(`/homer-register?guid=${person.guid}&fromAccounts=true`);
    await expect(
      page.getByText('Facility accounts are now managed in HOMER as organization accounts.'),
    ).toBeVisible();
    await page.goto(`/homer-register?guid=${person.guid}&fromIcq=true`);
    await expect(page.getByText('Reviews are now in HOMER.')).toBeVisible();
    await page.goto(`/homer-register?guid=${person.guid}&fromAccounts=true&fromIcq=true`);
    await expect(page.getByText('to get access to the support desk')).toBeVisible();
  });

  test('a missing or unknown guid, an existing user, invalid PFS data and a ticked honeypot create nobody', async ({
    page,
  }) => {
    await page.goto('/homer-register');
    await expect(page.getByRole('alert')).toContainText(userNotFound);
    await expect(page.getByRole('link', { name: 'Go to login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await page.goto('/homer-register?guid=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText(userNotFound);

    // The demo PFS user Uma User already has a HOMER account.
    await page.goto('/homer-register?guid=c41b7e90-2f6d-4a8b-b3e5-7d9a0c1e2f03');
    await expect(page.getByRole('alert')).toContainText(alreadyExists);
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);

    const invalid = await pfsUser('Jordan!');
    await page.goto(`/homer-register?guid=${invalid.guid}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'First Name may contain only letters, numbers, spaces, apostrophes and hyphens.',
    );
    expect(await homerUser(invalid.email)).toEqual([]);

    const bot = await pfsUser();
    await page.goto(`/homer-register?guid=${bot.guid}`);
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    await tickHoneypot(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toContainText('This submission cannot be accepted.');
    expect(await homerUser(bot.email)).toEqual([]);
  });
});
