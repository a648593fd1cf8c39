import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, navLink, signInFromStart } from './helpers.ts';

/** Letters only: a run of digits in a message is scrubbed as a possible Rx number. */
const uniqueTag = (prefix: string) =>
  prefix + Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('');

test.describe('Error Reports', () => {
  test('an error in the page is reported, scrubbed; an admin opens its group and resolves it', async ({
    page,
  }) => {
    const tag = uniqueTag('e');
    await signInFromStart(page, 'sysadmin');

    // An uncaught error of the running app, carrying an e-mail address that must not be stored.
    const reported = page.waitForResponse(
      (r) => r.url().includes('/api/ErrorReport/Report') && r.request().method() === 'POST',
    );
    await page.evaluate((name) => {
      setTimeout(() => {
        throw new TypeError(`${name} failed for pat@clinic.example`);
      });
    }, tag);
    expect((await reported).status()).toBe(200);

    await (await navLink(page, 'Error Reports')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Error Reports' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`TypeError: ${tag} failed for [email]`);
    await expect(row).toContainText('Open');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/error-report\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `TypeError: ${tag} failed for [email]` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Occurrences' })).toBeVisible();
    await expect(page.getByText('1 occurrence.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('The error group is resolved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resolve' })).toBeHidden();
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible();

    // Off the default (open) list, on the resolved one.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Error Reports' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Error Reports' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Resolved', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  });

  test('a report from a signed-out page is accepted; the area is refused to the signed-out', async ({
    request,
  }) => {
    const tag = uniqueTag('anon');
    const answer = await request.post('/api/ErrorReport/Report', {
      data: {
        kind: 'error',
        type: 'Error',
        message: `${tag} on a public page`,
        route: '/help-ticket',
        release: 'e2e',
      },
    });
    expect(answer.status()).toBe(200);
    const refused = await request.get('/api/ErrorReport/GetGroupList?pageSize=10');
    expect(refused.status()).toBe(401);
  });
});
