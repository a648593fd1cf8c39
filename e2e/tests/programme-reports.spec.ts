import { randomUUID } from 'node:crypto';
import { HerosStatus } from '@homer/contracts/heros';
import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { categoryOfItsOwn, insertTicket } from './help-desk-fixtures.ts';
import { expectNoSeriousA11yViolations, signedInAs, waitOutPushesInTheWay } from './helpers.ts';
import { roundOfItsOwn, submittedApplication } from './heros-fixtures.ts';
import { choose, exported, printed, records, subscribeWeekly, totalsOf } from './report-helpers.ts';
import { createUser, uniqueName } from './report-users.ts';

/**
 * The programme reports (issue 32, decision 115): the Help Desk Report (volume, SLA attainment, survey ratings) and
 * the HEROS Report (doses by round and county). Each test writes a ticket category or a round of its own, so its
 * figures are its own whatever other specs write meanwhile.
 */

const tag = () => randomUUID().slice(0, 8);

type TicketTimes = { created: string; responded?: string; resolved?: string; closed?: string };

/** A ticket of the category at fixed times (UTC) of a past month, so its SLA clocks have long stopped or run out. */
async function ticketAt(
  categoryId: number,
  subject: string,
  fields: { priorityId: number; status: string; times: TicketTimes; rating?: number },
) {
  const { priorityId, status, times, rating } = fields;
  const id = await insertTicket({
    subject,
    email: `report-${tag()}@clinic.example.com`,
    priorityId,
    status,
    categoryId,
  });
  await withDatabase(async (db) => {
    await db.query(
      `update help_desk_tickets set created_at = $2, first_responded_at = $3, resolved_at = $4, closed_at = $5
       where id = $1`,
      [id, times.created, times.responded ?? null, times.resolved ?? null, times.closed ?? null],
    );
    // The survey is answered a day after the ticket was opened.
    if (rating)
      await db.query(
        `insert into help_desk_feedback (help_desk_ticket_id, rating, submitted_at)
         values ($1, $2, $3::timestamptz + interval '1 day')`,
        [id, rating, times.created],
      );
  });
}

/**
 * March 2025: two tickets answered and resolved within minutes, both surveyed (5 and 2 stars), and one High ticket
 * never answered (both clocks ran out); April 2025: one Low ticket never answered.
 */
async function helpDeskHistory(categoryId: number, t: string) {
  await ticketAt(categoryId, `Resolved quickly ${t}`, {
    priorityId: 3,
    status: 'Resolved',
    times: { created: '2025-03-04T15:00Z', responded: '2025-03-04T15:01Z', resolved: '2025-03-04T15:02Z' },
    rating: 5,
  });
  await ticketAt(categoryId, `Closed quickly ${t}`, {
    priorityId: 2,
    status: 'Closed',
    times: {
      created: '2025-03-05T15:00Z',
      responded: '2025-03-05T15:01Z',
      resolved: '2025-03-05T15:03Z',
      closed: '2025-03-05T15:04Z',
    },
    rating: 2,
  });
  await ticketAt(categoryId, `Never answered ${t}`, {
    priorityId: 1,
    status: 'Open',
    times: { created: '2025-03-06T15:00Z' },
  });
  await ticketAt(categoryId, `April ticket ${t}`, {
    priorityId: 3,
    status: 'New',
    times: { created: '2025-04-02T15:00Z' },
  });
}

test.describe('Programme reports', () => {
  // Each test runs axe, downloads two files and opens three pages: three times the usual time.
  test.beforeEach(() => test.slow());

  test('help desk: figures by month and category, drill-downs, export, PDF and a subscription', async ({
    page,
  }) => {
    const t = tag();
    const category = `E2E Reports ${t}`;
    const categoryId = await categoryOfItsOwn(category);
    await helpDeskHistory(categoryId, t);
    const userName = uniqueName('hdrep');
    const userId = await createUser(userName, ['HelpDesk']);
    await signedInAs(page, userName);
    await waitOutPushesInTheWay(page);

    await page.goto('/reporting/help-desk');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Desk Report' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2025-02-15');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2025-04-10');
    await choose(page, 'Category', category);

    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(3);
    const march = table.getByRole('row').filter({ hasText: 'Mar 2025' }).getByRole('cell');
    await expect(march.nth(1)).toHaveText(category);
    await expect(march.nth(2)).toHaveText('3'); // Opened
    await expect(march.nth(3)).toHaveText('2'); // Resolved
    await expect(march.nth(4)).toContainText('66.7%'); // First Response SLA
    await expect(march.nth(4)).toContainText('2 of 3 met');
    await expect(march.nth(5)).toContainText('66.7%'); // Resolution SLA
    await expect(march.nth(6)).toHaveText('2'); // Surveys
    await expect(march.nth(7)).toHaveText('3.50'); // Average Rating
    const april = table.getByRole('row').filter({ hasText: 'Apr 2025' }).getByRole('cell');
    await expect(april.nth(2)).toHaveText('1');
    await expect(april.nth(4)).toContainText('0.0%');
    await expect(april.nth(4)).toContainText('0 of 1 met');
    await expect(april.nth(6)).toHaveText('0');
    await expect(april.nth(7)).toHaveText('—');

    const totals = totalsOf(page);
    await expect(totals).toContainText('Opened4 tickets');
    await expect(totals).toContainText('Resolved2 tickets');
    await expect(totals).toContainText('First response SLA50.0%2 of 4 met');
    await expect(totals).toContainText('Resolution SLA50.0%2 of 4 met');
    await expect(totals).toContainText('Surveys2 surveys');
    await expect(totals).toContainText('Average rating3.50');
    await expect(
      page.getByRole('img', { name: 'Tickets opened by month: Mar 2025 3; Apr 2025 1' }),
    ).toBeVisible();
    await page.getByText('Table', { exact: true }).click();
    const chartTable = page.getByRole('table', { name: 'Tickets opened by month' });
    await expect(chartTable.getByRole('row', { name: 'Mar 2025 3' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const workbook = await exported(page, 'Help Desk');
    expect(workbook.rows).toHaveLength(2);
    const marchRow = workbook.rows.find((row) => workbook.cell(row, 'Opened') === 3);
    expect(workbook.cell(marchRow, 'Category')).toBe(category);
    expect(workbook.cell(marchRow, 'Surveys')).toBe(2);
    expect(workbook.cell(marchRow, 'Average Rating')).toBe(3.5);
    await printed(page, 'Help Desk');

    // The category is kept, the period is not: each delivery covers the period just ended.
    expect(await subscribeWeekly(page, 'Help Desk Report', userId)).toEqual([
      { report: 'reportHelpDesk', frequency: 'weekly', filters: { categoryId } },
    ]);

    // A month narrows the report to its days of the period, in the same category.
    const monthLink = table.getByRole('link', { name: 'Mar 2025' });
    await expect(monthLink).toHaveAttribute(
      'href',
      `/reporting/help-desk?from=2025-03-01&to=2025-03-31&categoryId=${categoryId}`,
    );
    await monthLink.click();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('2025-03-01');
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(category);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(totals).toContainText('Opened3 tickets');

    // A category opens the ticket queue on its tickets: the two still waiting for an answer, unassigned.
    await table.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/list\\?categoryId=${categoryId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(category);
    const queue = page.getByRole('row').filter({ hasText: t });
    await expect(queue).toHaveCount(2);
    await expect(queue.filter({ hasText: `Never answered ${t}` })).toHaveCount(1);
    await expect(queue.filter({ hasText: `April ticket ${t}` })).toHaveCount(1);

    // The queue's way back to the figures.
    await page.getByRole('link', { name: 'Help Desk Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Desk Report' })).toBeVisible();
  });

  test('help desk: a period ending before it starts is refused in the contract’s words', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/reporting/help-desk?from=2025-03-10&to=2025-03-31');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Desk Report' })).toBeVisible();
    await expect(totalsOf(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2025-03-01');
    await expect(page.getByText('To must be on or after From.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The records could not be loaded.' }),
    ).toBeVisible();
    await expect(totalsOf(page)).toHaveCount(0);
  });

  test('HEROS: doses by round and county, search, drill-down, export, PDF and a subscription', async ({
    page,
  }) => {
    const t = tag();
    const round = `E2E Report Round ${t}`;
    const roundId = await roundOfItsOwn(round);
    // In Leon: one approved (250 doses) and one awaiting a decision (100); in Duval: one denied (40).
    const approved = await submittedApplication(`E2E Leon Approved ${t}`, `leon-a-${t}@e2e.example`, {
      round,
      doses: 250,
      operationCounty: 'Leon',
    });
    await submittedApplication(`E2E Leon Pending ${t}`, `leon-p-${t}@e2e.example`, {
      round,
      doses: 100,
      operationCounty: 'Leon',
    });
    const denied = await submittedApplication(`E2E Duval Denied ${t}`, `duval-d-${t}@e2e.example`, {
      round,
      doses: 40,
      operationCounty: 'Duval',
    });
    await withDatabase(async (db) => {
      const decide =
        'update heros_applications set application_status = $2, decided_at = now() where id = $1';
      await db.query(decide, [approved.applicationId, HerosStatus.Approved]);
      await db.query(decide, [denied.applicationId, HerosStatus.Denied]);
    });
    const userName = uniqueName('hrrep');
    const userId = await createUser(userName, ['HEROS']);
    await signedInAs(page, userName);

    await page.goto('/reporting/heros');
    await expect(page.getByRole('heading', { level: 1, name: 'HEROS Report' })).toBeVisible();
    await choose(page, 'Round', round);
    const table = records(page);
    await expect(table.getByRole('row')).toHaveCount(3);
    const leon = table.getByRole('row').filter({ hasText: 'Leon' }).getByRole('cell');
    await expect(leon.nth(0)).toHaveText(round);
    await expect(leon.nth(2)).toHaveText('2'); // Applications
    await expect(leon.nth(3)).toHaveText('1'); // Approved
    await expect(leon.nth(4)).toHaveText('1'); // Pending
    await expect(leon.nth(5)).toHaveText('0'); // Denied
    await expect(leon.nth(6)).toHaveText('350'); // Doses Requested
    await expect(leon.nth(7)).toHaveText('250'); // Doses Approved
    await expect(leon.nth(8)).toHaveText('100'); // Doses Pending
    await expect(leon.nth(9)).toHaveText('0'); // Doses Denied
    const duval = table.getByRole('row').filter({ hasText: 'Duval' }).getByRole('cell');
    await expect(duval.nth(5)).toHaveText('1');
    await expect(duval.nth(9)).toHaveText('40');

    const totals = totalsOf(page);
    await expect(totals).toContainText('Applications3 applications');
    await expect(totals).toContainText('Approved1 application');
    await expect(totals).toContainText('Doses requested390 doses');
    await expect(totals).toContainText('Doses approved250 doses');
    await expect(totals).toContainText('Doses denied40 doses');
    await expect(
      page.getByRole('img', { name: `Doses approved by round: ${round} 250 doses` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The search finds a county by name.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Duval');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(totals).toContainText('Applications1 application');

    const workbook = await exported(page, 'HEROS');
    expect(workbook.rows).toHaveLength(1);
    expect(workbook.cell(workbook.rows[0], 'Round')).toBe(round);
    expect(workbook.cell(workbook.rows[0], 'County')).toBe('Duval');
    expect(workbook.cell(workbook.rows[0], 'Doses Denied')).toBe(40);
    await printed(page, 'HEROS');

    expect(await subscribeWeekly(page, 'HEROS Report', userId)).toEqual([
      { report: 'reportHeros', frequency: 'weekly', filters: { roundId, search: 'Duval' } },
    ]);
    await page.goto(`/admin/users/user/edit/notifications/${userId}/reports`);
    const subscriptions = page.getByRole('region', { name: 'Report Subscriptions' });
    await expect(subscriptions.getByRole('link', { name: 'HEROS Report' })).toBeVisible();
    await expect(subscriptions.getByText(`Round: ${round}; Search: Duval`, { exact: true })).toBeVisible();

    // A round opens the application queue on that round's applications.
    await page.goto(`/reporting/heros?roundId=${roundId}`);
    await expect(page.getByRole('combobox', { name: 'Round', exact: true })).toHaveValue(round);
    await table.getByRole('link', { name: round }).first().click();
    await expect(page).toHaveURL(new RegExp(`/heros/applications/list\\?roundId=${roundId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'HEROS Applications' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Round', exact: true })).toHaveValue(round);
    await expect(page.getByRole('row').filter({ hasText: t })).toHaveCount(3);
  });
});
