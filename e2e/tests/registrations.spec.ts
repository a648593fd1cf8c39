import { expect, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import {
  expectNoSeriousA11yViolations,
  expectSecurityCheckPassed,
  pickByTyping,
  signedInAs,
} from './helpers.ts';

const accessOf = (email: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ user_name: string; access: string[]; facilities: string[] }>(
      `select u.user_name,
              (select array_agg(m.module || ':' || m.role order by m.module) from module_access m where m.user_id = u.id) as access,
              (select array_agg(f.name order by f.name) from user_facilities uf join facilities f on f.id = uf.facility_id
                where uf.user_id = u.id) as facilities
       from users u where lower(u.email) = lower($1)`,
      [email],
    );
    return rows;
  });

const requestOf = (email: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; status: string; decision_reason: string | null }>(
      'select id, status, decision_reason from pfs_registrations where email = $1',
      [email],
    );
    return rows;
  });

// The global-audit spec renames the demo user administrator's first name while it runs: match the last name only.
const decidedBy = (decision: string) => new RegExp(`${decision} by \\S+ Useradmin`);

test.describe('Registrations review', () => {
  test('a PFS registration from the public form is approved by a user administrator with chosen access', async ({
    page,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const email = `reg${stamp}@clinic.org`;
    await page.goto('/pfs-register');
    await expectSecurityCheckPassed(page);
    await page.getByRole('combobox', { name: 'Facilities' }).focus();
    await pickByTyping(page, 'Central', 'Central Pharmacy');
    await page.keyboard.press('Escape');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill(`Review${stamp}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Phone').fill('8505550123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A confirmation email has been sent' }),
    ).toBeVisible();

    await signedInAs(page, 'useradmin');
    await page.goto('/admin/users/registrations/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
    await page.getByPlaceholder('Search...').fill(email);
    await page.getByRole('link', { name: `Robin Review${stamp}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Registration Robin Review${stamp}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect(page.getByLabel('User Name')).toHaveValue(`reg${stamp}`);
    // Nothing chosen for the module access: refused with its message, nothing stored.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.locator('[data-error-summary]').first()).toContainText(
      'Choose the module of the first module access.',
    );
    expect(await accessOf(email)).toEqual([]);

    await page.getByRole('combobox', { name: 'Module 1' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('combobox', { name: 'Role 1' }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: decidedBy('Approved') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    expect(await accessOf(email)).toEqual([
      { user_name: `reg${stamp}`, access: ['Admin:User'], facilities: ['Central Pharmacy'] },
    ]);
    const subjects = (await outboxFor(email)).map((m) => m.subject);
    expect(subjects).toContain('Your HOMER access request has been approved');
    expect(subjects.some((s) => /welcome/i.test(s))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('a denial needs a reason, then emails it', async ({ page }) => {
    const stamp = Date.now() % 1_000_000;
    const email = `deny${stamp}@clinic.org`;
    const id = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into pfs_registrations (first_name, last_name, email, phone_number)
         values ('Dana', $1, $2, '850-555-0100') returning id`,
        [`Deny${stamp}`, email],
      );
      return rows[0]?.id ?? 0;
    });
    await signedInAs(page, 'useradmin');
    await page.goto(`/admin/users/registrations/edit/pfs/${id}`);
    const deny = page.getByRole('button', { name: 'Deny' });
    await expect(deny).toBeEnabled();
    await deny.click();
    await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-error-summary]').first()).toContainText(
      'Enter the reason for the denial.',
    );
    expect(await requestOf(email)).toEqual([{ id, status: 'Pending', decision_reason: null }]);

    await page.getByLabel('Reason').fill('We could not confirm your employment.');
    await deny.click();
    await expect(page.getByRole('status').filter({ hasText: decidedBy('Denied') })).toContainText(
      'We could not confirm your employment.',
    );
    expect(await requestOf(email)).toEqual([
      { id, status: 'Denied', decision_reason: 'We could not confirm your employment.' },
    ]);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Your HOMER access request has been denied');
    expect(mail?.text_body).toContain('We could not confirm your employment.');
    await expectNoSeriousA11yViolations(page);
  });
});
