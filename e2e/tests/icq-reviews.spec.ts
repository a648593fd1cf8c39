import { expect, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

const facilityLabel = 'Department of Health in Orange County - Pharmacy Services, Orlando';

const reviewCount = () =>
  withDatabase(async (client) => {
    // The manager's own: other specs insert reviews meanwhile.
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from icq_reviews
       where created_by_user_id = (select id from users where user_name = 'manager')`,
    );
    return Number(rows[0]?.n ?? 0);
  });

async function choose(page: Page, label: string, typed: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.describe('Reviews (ICQ) scheduling', () => {
  test('the manager proposes a visit, the reviewer approves it from the emailed link, the review shows Approved', async ({
    page,
  }) => {
    await signedInAs(page, 'manager');
    await page.goto('/icq/reviews/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'New review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Review' })).toBeVisible();

    // An empty form is refused with a message per field, and nothing is stored.
    const before = await reviewCount();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Facility is required.',
      'Street address is required.',
      'Reviewer is required.',
      'Proposed date and time is required.',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    expect(await reviewCount()).toBe(before);

    await choose(page, 'Facility', 'Orange County', facilityLabel);
    await page.getByLabel('Street address').fill('6101 Lake Ellenor Dr');
    await page.getByLabel('City').fill('Orlando');
    await page.getByLabel('State').fill('FL');
    await page.getByLabel('ZIP code').fill('32809');
    // Not the demo pharmacist: icq.spec.ts takes their newest scheduling email to be the demo one.
    await choose(page, 'Reviewer', 'Avery', 'Avery Admin');
    await page.getByLabel('Proposed date and time').fill('2027-05-18T10:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/icq\/reviews\/edit\/[1-9]\d*$/);
    const id = Number(page.url().split('/').at(-1));
    await expect(
      page.getByRole('heading', { level: 1, name: `Review #${id}: ${facilityLabel}` }),
    ).toBeVisible();
    await expect(
      page.getByText('Waiting for the reviewer to approve or decline the proposed time.'),
    ).toBeVisible();

    // The reviewer's scheduling email, with the signed links (decision 021).
    const mail = (await outboxFor('admin@homer.example')).find((m) =>
      m.text_body.includes(`/icq/scheduling/${id}/`),
    );
    expect(mail?.text_body).toContain('Tuesday, May 18, 2027 at 10:30 AM Eastern Time');
    const approve = new URL(mail?.text_body.match(/^Approve: (\S+)$/m)?.[1] ?? '');
    // The survey went to the creator, as the review names no facility contact.
    const survey = (await outboxFor('manager@homer.example')).find((m) =>
      m.subject.includes('your feedback'),
    );
    expect(survey?.text_body).toMatch(/\/icq-feedback\/\d+\/[0-9a-f-]{36}/);

    await page.goto(`${approve.pathname}${approve.search}`);
    await expect(page.getByRole('status').filter({ hasText: 'Approved!' })).toBeVisible({ timeout: 20_000 });

    await page.goto(`/icq/reviews/edit/${id}`);
    await expect(page.getByText(/The reviewer approved the proposed time on/)).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Not yet submitted.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('dialog', { name: `Review #${id} history` })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Schedule Status' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new time proposes the visit again; the approve link of the first email then only warns.
    await page.getByLabel('Proposed date and time').fill('2027-05-19T10:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Waiting for the reviewer to approve or decline the proposed time.'),
    ).toBeVisible();
    await page.goto(`${approve.pathname}${approve.search}`);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This visit has been rescheduled since this link was sent.' }),
    ).toBeVisible({ timeout: 20_000 });
  });
});
