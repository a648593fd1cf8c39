import { randomUUID } from 'node:crypto';
import { herosMessagesBackOffice as m } from '@homer/contracts/heros';
import { expect, type Page, test } from '@playwright/test';
import { changesOpenRound, holdHerosRound, outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';
import { demoRound, insertAgency, submittedApplication } from './heros-fixtures.ts';

/**
 * The HEROS back office (issue 14, decision 052): a manager's round reaches the public form; an application is
 * approved (account, contact link, emails) or denied (reason required, emailed). Each test writes its own
 * agencies and applications, tagged so that parallel specs do not meet them.
 */

// One worker runs this file in order: the round test opens a round of its own for a moment.
test.describe.configure({ mode: 'default' });

const tag = () => randomUUID().slice(0, 8);

const statusOf = (applicationId: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ application_status: number; decision_note: string; agency_id: number }>(
      'select application_status, decision_note, agency_id from heros_applications where id = $1',
      [applicationId],
    );
    return rows[0];
  });

/** Opens the queue, finds the agency by name and opens its application from the row. */
async function openFromQueue(page: Page, agencyName: string) {
  await page.goto('/heros/applications/list');
  await expect(page.getByRole('heading', { level: 1, name: 'HEROS Applications' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(agencyName);
  const link = page.getByRole('link', { name: agencyName });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: agencyName })).toContainText('Submitted');
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `HEROS Application Review ${agencyName}` }),
  ).toBeVisible();
}

test.describe('HEROS back office', () => {
  let releaseRound: () => Promise<void>;
  test.beforeEach(async () => {
    releaseRound = await holdHerosRound(test.info().tags.includes(changesOpenRound) ? 'exclusive' : 'shared');
  });
  test.afterEach(() => releaseRound());
  // Each test runs axe on several pages and dialogs: three times the usual time.
  test.beforeEach(() => test.slow());

  test('a manager creates a round with an option and opens it; the public form offers the option', {
    tag: changesOpenRound,
  }, async ({ page }) => {
    const t = tag();
    const roundName = `E2E Round ${t}`;
    const optionName = `E2E Spray ${t}`;
    await signedInAs(page, 'admin');
    await page.goto('/heros/rounds/list');
    await expect(page.getByRole('heading', { level: 1, name: 'HEROS Rounds' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'HEROS' }).getByRole('link')).toHaveText([
      'Applications',
      'Rounds',
      'Agencies',
    ]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'New round' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New HEROS Round' })).toBeVisible();

    // Refused first: no name, and an option without its strength.
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').fill(optionName);
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: m.roundNameRequired })).toBeVisible();
    await expect(summary.getByRole('link', { name: m.dosageRequired })).toBeVisible();

    await page.getByLabel('Round name').fill(roundName);
    await page.getByLabel('Strength').fill('4 mg');
    await page.getByLabel('Max doses per application').fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `HEROS Round ${roundName}` })).toBeVisible();
    await expect(page.getByText(m.roundSaved)).toBeVisible();
    await expect(page.getByLabel('Option name')).toHaveValue(optionName);
    await expectNoSeriousA11yViolations(page);

    try {
      await page.getByRole('button', { name: 'Open round' }).click();
      const dialog = page.getByRole('dialog', { name: 'Open round' });
      await expect(dialog).toContainText(`"${demoRound}" is open now and will be closed`);
      await dialog.getByRole('button', { name: 'Open round' }).click();
      await expect(page.getByText(`"${demoRound}" was closed`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close round' })).toBeVisible();

      await page.goto('/heros-application');
      await page.getByRole('textbox', { name: 'Agency Name' }).fill(`Round check ${t}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('textbox', { name: `Doses Requested: ${optionName} 4 mg` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Doses Requested: Naloxone nasal spray/ })).toHaveCount(
        0,
      );
    } finally {
      // The other specs expect the demo round open.
      await withDatabase(async (db) => {
        await db.query('update heros_rounds set is_open = false where is_open');
        await db.query('update heros_rounds set is_open = true where name = $1', [demoRound]);
      });
    }
  });

  test('approving an application emails the primary contact and lists them on the agency', async ({
    page,
  }) => {
    const t = tag();
    const agencyName = `E2E Approve Rescue ${t}`;
    const primaryEmail = `approve-${t}@e2e.example`;
    const { applicationId } = await submittedApplication(agencyName, primaryEmail);
    await signInFromStart(page, 'admin');
    await openFromQueue(page, agencyName);
    for (const section of ['Agency', 'Contacts', 'Oath', 'Addresses', 'Order', 'Narrative']) {
      await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Order' })).toContainText('250');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await expect(dialog).toContainText(
      `A HOMER account with HEROS User access is created for ${primaryEmail}`,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Application approved.', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Approved by Avery Admin' })).toBeVisible();
    // Decided: read-only.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deny' })).toHaveCount(0);
    expect((await statusOf(applicationId))?.application_status).toBe(2);

    await expect
      .poll(async () => (await outboxFor(primaryEmail)).map((mail) => mail.subject))
      .toContain(`HEROS application approved: ${agencyName}`);
    expect((await outboxFor(primaryEmail)).length).toBeGreaterThanOrEqual(2);

    await page.getByRole('link', { name: `Open the agency ${agencyName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `HEROS Agency ${agencyName}` })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'HOMER Contacts' });
    await expect(contacts.getByRole('link', { name: 'Sam Primary' })).toHaveAttribute(
      'href',
      /\/admin\/users\/user\/edit\/heros-agencies\/\d+$/,
    );
    await expect(contacts).toContainText(primaryEmail);
    await expect(page.getByRole('table', { name: `Applications of ${agencyName}` })).toContainText(
      'Approved',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('denying needs a reason: empty changes nothing, then the reason is stored and emailed', async ({
    page,
  }) => {
    const t = tag();
    const agencyName = `E2E Deny Rescue ${t}`;
    const primaryEmail = `deny-${t}@e2e.example`;
    const { applicationId } = await submittedApplication(agencyName, primaryEmail);
    await signInFromStart(page, 'admin');
    await openFromQueue(page, agencyName);

    await page.getByRole('button', { name: 'Deny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deny application' });
    await dialog.getByRole('button', { name: 'Deny application' }).click();
    const summary = dialog.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: m.reasonRequired })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await statusOf(applicationId)).toMatchObject({ application_status: 1, decision_note: '' });
    expect(await outboxFor(primaryEmail)).toHaveLength(0);

    const reason = `The agency is outside the programme's area (${t}).`;
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Deny application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(m.denied)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Denied by Avery Admin' })).toContainText(reason);
    expect(await statusOf(applicationId)).toMatchObject({ application_status: 3, decision_note: reason });
    await expect
      .poll(async () => (await outboxFor(primaryEmail)).map((mail) => mail.subject))
      .toContain(`HEROS application denied: ${agencyName}`);
    const [mail] = await outboxFor(primaryEmail);
    expect(mail?.text_body).toContain(reason);
    await expectNoSeriousA11yViolations(page);
  });

  test('requesting changes emails the message and leaves the application open to a decision', async ({
    page,
  }) => {
    const t = tag();
    const agencyName = `E2E Changes Rescue ${t}`;
    const primaryEmail = `changes-${t}@e2e.example`;
    const { applicationId } = await submittedApplication(agencyName, primaryEmail);
    await signedInAs(page, 'admin');
    await page.goto(`/heros/applications/edit/${applicationId}`);
    await page.getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request changes' });
    const message = `Please send the signed MMCAP form (${t}).`;
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Changes requested by Avery Admin' }),
    ).toContainText(message);
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    expect(await statusOf(applicationId)).toMatchObject({ application_status: 4, decision_note: message });
    await expect
      .poll(async () => (await outboxFor(primaryEmail)).map((mail) => mail.subject))
      .toContain(`HEROS application: changes requested for ${agencyName}`);
  });

  test('approving can move a duplicate application to an existing agency found by name', async ({ page }) => {
    const t = tag();
    const existingName = `E2E Existing Rescue ${t}`;
    const existingId = await insertAgency(existingName, `existing-${t}@e2e.example`);
    const duplicateName = `E2E Duplicate ${t}`;
    const primaryEmail = `link-${t}@e2e.example`;
    const { applicationId } = await submittedApplication(duplicateName, primaryEmail);
    await signedInAs(page, 'admin');
    await page.goto(`/heros/applications/edit/${applicationId}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByRole('radio', { name: 'Link to another existing agency' }).check();
    // Nothing chosen yet: the summary says so and nothing is stored.
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await expect(dialog.locator('[data-error-summary]')).toBeFocused();
    expect((await statusOf(applicationId))?.application_status).toBe(1);

    await dialog.getByRole('combobox', { name: 'Existing agency' }).fill(existingName);
    await page.getByRole('option', { name: new RegExp(existingName) }).click();
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Approved by Avery Admin' })).toBeVisible();
    expect(await statusOf(applicationId)).toMatchObject({ application_status: 2, agency_id: existingId });

    await page.goto(`/heros/agencies/edit/${existingId}`);
    await expect(page.getByRole('region', { name: 'HOMER Contacts' })).toContainText(primaryEmail);
    await expect(page.getByRole('table', { name: `Applications of ${existingName}` })).toContainText(
      'Approved',
    );
  });

  test('a HEROS User reads but does not decide, sees no Rounds tab and no links to user pages', async ({
    page,
  }) => {
    const t = tag();
    const agencyName = `E2E Reader Rescue ${t}`;
    const { applicationId, agencyId } = await submittedApplication(agencyName, `reader-${t}@e2e.example`);
    // Someone else is the agency's HOMER contact: a HEROS User may not open that user's page.
    await withDatabase((db) =>
      db.query(
        `insert into heros_agency_contacts (agency_id, user_id, contact_role)
         select $1, id, 'Primary' from users where user_name = 'admin'`,
        [agencyId],
      ),
    );
    await signedInAs(page, 'user');
    await page.goto(`/heros/applications/edit/${applicationId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `HEROS Application Review ${agencyName}` }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'HEROS' }).getByRole('link')).toHaveText([
      'Applications',
      'Agencies',
    ]);
    await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
    for (const action of ['Approve', 'Request changes', 'Deny']) {
      await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await page.goto(`/heros/agencies/edit/${agencyId}`);
    const contacts = page.getByRole('region', { name: 'HOMER Contacts' });
    await expect(contacts).toContainText('Avery Admin');
    await expect(contacts.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the agency list finds an agency by name and opens it', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/heros/agencies/list');
    await expect(page.getByRole('heading', { level: 1, name: 'HEROS Agencies' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Tampa Fire');
    await page.getByRole('link', { name: 'Tampa Fire Rescue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'HEROS Agency Tampa Fire Rescue' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Addresses' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
