import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, pickByTyping, signedInAs } from './helpers.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A user to link, an agency and an approved repository of this spec alone. */
async function fixtures(tag: string) {
  return withDatabase(async (client) => {
    const user = await client.query<{ id: number }>(
      `insert into users (user_name, email, first_name, last_name, password_hash)
       select $1::varchar, $1::varchar || '@e2e.example', 'Linda', 'Links', password_hash
       from users where user_name = 'admin' returning id`,
      [`links${tag}`],
    );
    const address = JSON.stringify({
      street: '1 Main St',
      secondary: '',
      city: 'Tallahassee',
      state: 'FL',
      zip: '32301',
      countyId: 36,
      countyName: 'Leon',
      formattedAddress: '1 Main St, Tallahassee FL 32301',
    });
    await client.query(
      `insert into heros_agencies (agency_name, fein, tax_status_id, county_id, operation_county_id, org_type_id,
         agency_address, ship_address, agency_head_name, agency_head_title, agency_head_email,
         agency_head_phone_number, primary_name, primary_title, primary_email, primary_phone)
       values ($1, '59-0000000', 3, 36, 36, 1, $2, $2, 'Head', 'Chief', 'head@e2e.example', '850-555-0100',
         'Primary', 'Coordinator', 'primary@e2e.example', '850-555-0101')`,
      [`Links Agency ${tag}`, address],
    );
    await client.query(
      `insert into rx_connects_repositories (name, phone_number, license_number, website_address,
         licensing_agency_id, street, city, state, zip, formatted_address, county_id, email_address,
         pharmacist_name, pharmacist_contact_phone, facility_type_id, is_attested, pharmacist_signature,
         date_signed, status_id)
       values ($1, '850-555-0102', 'PH1', 'https://e2e.example', 1, '1 Main St', 'Tallahassee', 'FL', '32301',
         '1 Main St, Tallahassee FL 32301', 36, 'rx@e2e.example', 'Pat', '850-555-0103', 1, true, 'Pat', now(), 2)`,
      [`Links Pharmacy ${tag}`],
    );
    const id = user.rows[0]?.id;
    if (!id) throw new Error('user insert failed');
    return id;
  });
}

const count = (sql: string, userId: number) =>
  withDatabase(async (c) => (await c.query(sql, [userId])).rowCount ?? 0);

test('an administrator adds and removes a HEROS agency and an Rx Connects role of a user', async ({
  page,
}) => {
  const tag = unique();
  const userId = await fixtures(tag);
  await signedInAs(page, 'sysadmin');

  await page.goto(`/admin/users/user/edit/heros-agencies/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'HEROS Agencies' })).toBeVisible();
  await expect(page.getByText('This user is not a contact of any HEROS agency.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Add agency' }).click();
  await pickByTyping(page, `Agency ${tag}`, `Links Agency ${tag}`);
  await page.getByRole('combobox', { name: 'Contact role', exact: true }).click();
  await page.getByRole('option', { name: 'Secondary' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Agency added.')).toBeVisible();
  const agencies = page.getByRole('table', { name: 'HEROS agencies of this user' });
  await expect(agencies.getByRole('rowheader', { name: `Links Agency ${tag}` })).toBeVisible();
  await expect(agencies).toContainText('Secondary');
  expect(await count('select 1 from heros_agency_contacts where user_id = $1', userId)).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Remove Links Agency ${tag}` }).click();
  await expect(page.getByText('Agency removed.')).toBeVisible();
  await expect(page.getByText('This user is not a contact of any HEROS agency.')).toBeVisible();
  expect(await count('select 1 from heros_agency_contacts where user_id = $1', userId)).toBe(0);

  await page
    .getByRole('navigation', { name: 'User tabs' })
    .getByRole('link', { name: 'Rx Connects' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Add repository or donor' }).click();
  await pickByTyping(page, `Pharmacy ${tag}`, `Links Pharmacy ${tag}`);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Pharmacist in charge' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Rx Connects role added.')).toBeVisible();
  const roles = page.getByRole('table', { name: 'Rx Connects roles of this user' });
  await expect(roles.getByRole('rowheader', { name: `Links Pharmacy ${tag}` })).toBeVisible();
  await expect(roles).toContainText('Pharmacist in charge');
  await expect(roles).toContainText('Approved');
  expect(await count('select 1 from rx_connects_user_roles where user_id = $1', userId)).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Remove Links Pharmacy ${tag}` }).click();
  await expect(page.getByText('Rx Connects role removed.')).toBeVisible();
  await expect(page.getByText('This user has no Rx Connects role.')).toBeVisible();
  expect(await count('select 1 from rx_connects_user_roles where user_id = $1', userId)).toBe(0);
});
