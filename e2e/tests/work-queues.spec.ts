import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

/**
 * Queues open on work (issue 27 point 5, decision 089): each opens on what needs doing, shows a count per view or
 * status that matches the rows listed, lists tickets being worked before closed ones, and says in words what its
 * status filter hides, with one click to show it. Other specs add records meanwhile: counts and rows are read
 * again until they agree.
 */

const countOf = (label: string) =>
  Number(/\(([\d,]+)\)$/.exec(label)?.[1]?.replaceAll(',', '') ?? Number.NaN);

/** The total the list's pagination reports ("1–25 of 40 records", "0 records"). */
async function listedTotal(page: Page): Promise<number> {
  const text =
    (await page.getByText(/^(\d[\d,]*–\d[\d,]* of [\d,]+\+? records|0 records)$/).textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? 0);
}

const bodyRows = (page: Page) => page.locator('tbody tr').filter({ has: page.getByRole('cell') });

/** The shown count equals the list's total and the rows on the page; retried while other specs add records. */
async function expectCountMatchesRows(page: Page, label: () => Promise<string>) {
  await expect(async () => {
    await page.reload();
    await expect.poll(label, { timeout: 5_000 }).toMatch(/\(\d[\d,]*\)$/);
    const shown = countOf(await label());
    expect(shown).toBeGreaterThan(0);
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 5_000 });
    expect(await listedTotal(page)).toBe(shown);
    expect(await bodyRows(page).count()).toBe(Math.min(shown, 25));
  }).toPass({ timeout: 40_000 });
}

const segmentLabel = (page: Page, view: string) =>
  page.locator('label.mantine-SegmentedControl-label', { hasText: new RegExp(`^${view} \\(`) });

/** The selected segment's label. */
const selectedSegment = (page: Page) =>
  page.locator('.mantine-SegmentedControl-label[data-active]').first().textContent() as Promise<string>;

const statusSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Status', exact: true });

/** The status choices of the open filter, as label → count. */
async function statusChoices(page: Page): Promise<Map<string, number>> {
  await statusSelect(page).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return new Map(options.map((o) => [o.replace(/ \([\d,]+\)$/, ''), countOf(o)]));
}

test.describe('Work queues', () => {
  test('the ticket queue opens on open work with counts per view, and All lists open before closed', async ({
    page: agent,
    browser,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const email = `work-${tag}@clinic.example.com`;
    // A closed ticket newer than an open one: newest-first alone would list the closed one first.
    await withDatabase((db) =>
      db.query(
        `insert into help_desk_tickets
           (source, status, full_name, email, phone_number, facility_id, facility_name, category_id, priority_id,
            subject, description, created_at)
         select 'PFS', s.status, 'Queue Order', $1, '850-555-0100', f.id, f.name, 4, 2, s.subject, 'Order check.',
                now() - s.age
         from facilities f,
              (values ('Open', $2, interval '10 days'), ('Closed', $3, interval '1 hour')) as s(status, subject, age)
         where f.name = 'Central Pharmacy'`,
        [email, `Old open ${tag}`, `New closed ${tag}`],
      ),
    );

    // The demo agent has tickets assigned: the queue opens on them.
    await signedInAs(agent, 'user');
    await agent.goto('/support/tickets/list');
    await expect(agent.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
    await expect.poll(() => selectedSegment(agent)).toMatch(/^My tickets \(\d+\)$/);
    await expectCountMatchesRows(agent, () => selectedSegment(agent));

    // The demo Support Admin has none assigned (unless another spec assigned some meanwhile): the queue then opens
    // on the unassigned tickets waiting for someone.
    const page = await (await browser.newContext()).newPage();
    await signedInAs(page, 'sysadmin');
    await page.goto('/support/tickets/list');
    const mine = countOf((await segmentLabel(page, 'My tickets').textContent()) ?? '');
    await expect
      .poll(() => selectedSegment(page))
      .toMatch(mine > 0 ? /^My tickets \(\d+\)$/ : /^Unassigned \(\d+\)$/);
    await expectCountMatchesRows(page, () => selectedSegment(page));
    await expectNoSeriousA11yViolations(page);

    await segmentLabel(page, 'All tickets').click();
    await expect.poll(() => selectedSegment(page)).toMatch(/^All tickets \(\d+\)$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const rows = bodyRows(page).filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Old open ${tag}`);
    await expect(rows.nth(1)).toContainText(`New closed ${tag}`);
    // The counts follow the search too.
    await expect.poll(() => selectedSegment(page)).toBe('All tickets (2)');
    await expect(page.getByRole('radio', { name: 'Unassigned (1)' })).toBeAttached();
    await page.context().close();
  });

  test('registrations open on pending, count each status, and say which decided ones the filter hides', async ({
    page,
  }) => {
    await signedInAs(page, 'admin');
    await page.goto('/admin/users/registrations/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
    await expect(statusSelect(page)).toHaveValue(/^Pending \(\d+\)$/);
    await expectCountMatchesRows(page, () => statusSelect(page).inputValue());

    const hidden = page.getByTestId('hidden-records');
    await expect(async () => {
      const counts = await statusChoices(page);
      const words = [
        ['approved', counts.get('Approved') ?? 0] as const,
        ['denied', counts.get('Denied') ?? 0] as const,
      ]
        .filter(([, n]) => n > 0)
        .map(([label, n]) => `${n} ${label}`);
      const total = (counts.get('Approved') ?? 0) + (counts.get('Denied') ?? 0);
      // The demo holds a denied registration, so something is always hidden.
      expect(total).toBeGreaterThan(0);
      await expect(hidden).toHaveText(
        `Showing pending registrations. ${words.join(' and ')} ${total === 1 ? 'is' : 'are'} hidden. Show all`,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    await hidden.getByRole('button', { name: 'Show all' }).click();
    await expect(statusSelect(page)).toHaveValue(/^Any status \(\d+\)$/);
    await expect(hidden).toHaveText('');
    await expect(bodyRows(page).filter({ hasText: 'Denied' }).first()).toBeVisible();
    await expect
      .poll(async () => (await listedTotal(page)) === countOf(await statusSelect(page).inputValue()))
      .toBe(true);
  });

  test('Rx Connects repositories open on pending with counts, and say that approved ones are hidden', async ({
    page,
  }) => {
    await signedInAs(page, 'rxadmin');
    await page.goto('/rxconnects/repositories/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Rx Connects Repositories' })).toBeVisible();
    await expect(statusSelect(page)).toHaveValue(/^Pending \(\d+\)$/);
    await expectCountMatchesRows(page, () => statusSelect(page).inputValue());
    const hidden = page.getByTestId('hidden-records');
    // The demo holds an approved repository.
    await expect(hidden).toContainText(/^Showing pending repositories\. .*\d+ approved.* hidden\. Show all$/);
    await expectNoSeriousA11yViolations(page);
    await hidden.getByRole('button', { name: 'Show all' }).click();
    await expect(statusSelect(page)).toHaveValue(/^Any status \(\d+\)$/);
    await expect(bodyRows(page).filter({ hasText: 'Approved' }).first()).toBeVisible();
    await expect(hidden).toHaveText('');
  });

  test('the home-delivery queue opens on open requests with counts, and says shipped and cancelled are hidden', async ({
    page,
  }) => {
    // The pharmacist (inactivity timeout on) with the session marked multi-factor verified: patient data needs both.
    await signInFromStart(page, 'pharmacist');
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    await withDatabase((db) =>
      db.query('update sessions set mfa_verified = true where id = $1', [payload.sid]),
    );
    await page.goto('/pharmacy/home-delivery/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Home Delivery Refills' })).toBeVisible();
    await expect(statusSelect(page)).toHaveValue(/^Open: Received, In Process \(\d+\)$/);
    await expectCountMatchesRows(page, () => statusSelect(page).inputValue());
    const hidden = page.getByTestId('hidden-records');
    // The demo patient has a shipped and a cancelled request.
    await expect(hidden).toHaveText(
      /^Showing open requests\. \d+ shipped and \d+ cancelled are hidden\. Show all$/,
    );
    await expectNoSeriousA11yViolations(page);
    await hidden.getByRole('button', { name: 'Show all' }).click();
    await expect(statusSelect(page)).toHaveValue(/^Any status \(\d+\)$/);
    await expect(hidden).toHaveText('');
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  });

  test('Rx Connects donors open on pending and count them', async ({ page }) => {
    await signedInAs(page, 'rxadmin');
    await page.goto('/rxconnects/donors/list');
    await expect(statusSelect(page)).toHaveValue(/^Pending \(\d+\)$/);
    await expectCountMatchesRows(page, () => statusSelect(page).inputValue());
  });
});
