import { randomInt, randomUUID } from 'node:crypto';
import { holidayMessages as m } from '@homer/contracts/holidays';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, waitOutPushesInTheWay } from './helpers.ts';

/**
 * Decision 108: an admin keeps the programme's closures on the Holiday Calendar, and the public Holidays page lists
 * this year's and next year's. The test's closure is in next year's September: other tests' tickets count SLA hours
 * from today, and a closure within their 30 days would move their due times.
 */

// The public page's years are the programme's (America/New_York), whatever this machine's zone.
const programmeYear = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date()),
);
const nextYear = programmeYear + 1;

const holidayNamesOn = (date: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string }>('select name from holidays where holiday_date = $1', [
      date,
    ]);
    return rows.map((row) => row.name);
  });

const holidayCountIn = (year: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from holidays where extract(year from holiday_date) = $1',
      [year],
    );
    return rows[0]?.count ?? 0;
  });

/** A day of next year's September that holds no closure yet (the demo calendar may have Labor Day). */
async function freeSeptemberDay(): Promise<string> {
  const taken = await withDatabase(async (db) => {
    const { rows } = await db.query<{ day: string }>(
      `select to_char(holiday_date, 'YYYY-MM-DD') as day from holidays
       where holiday_date between $1 and $2`,
      [`${nextYear}-09-01`, `${nextYear}-09-30`],
    );
    return rows.map((row) => row.day);
  });
  const free = Array.from(
    { length: 30 },
    (_, index) => `${nextYear}-09-${String(index + 1).padStart(2, '0')}`,
  ).filter((day) => !taken.includes(day));
  const day = free[randomInt(free.length)];
  if (!day) throw new Error(`No free day in September ${nextYear}`);
  return day;
}

/** As the pages write a date: MM/dd/yyyy, and its weekday. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const weekdayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The list's count under the rows: how many closures the chosen year has (fewer than a page of 50). */
const recordCount = (page: Page, count: number) =>
  page.getByText(count === 0 ? '0 records' : `1–${count} of ${count} records`, { exact: true });

test.describe('Holidays', () => {
  test('an admin adds, renames and deletes a closure, refused input stores nothing, and the public page follows', async ({
    page,
    browser,
  }) => {
    test.slow();
    const date = await freeSeptemberDay();
    const shownDate = `${weekdayOf(date)}, ${usDate(date)}`;
    const name = `E2E Closure ${randomUUID().slice(0, 8)}`;
    const renamed = `${name} renamed`;

    await signedInAs(page, 'admin');
    await waitOutPushesInTheWay(page);
    await page.goto('/admin/system/holidays');
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday Calendar' })).toBeVisible();
    const year = page.getByRole('combobox', { name: 'Year' });
    await expect(year).toHaveValue(String(new Date().getFullYear()));
    await expectNoSeriousA11yViolations(page);

    await year.click();
    await page.getByRole('option', { name: String(nextYear), exact: true }).click();
    await expect(year).toHaveValue(String(nextYear));
    const before = await holidayCountIn(nextYear);
    await expect(recordCount(page, before)).toBeVisible();

    // Blank fields are refused in the form, with the contract's words, and nothing is stored.
    const addButton = page.getByRole('button', { name: 'Add Holiday' });
    await addButton.click();
    const add = page.getByRole('dialog', { name: 'Add Holiday' });
    await expect(add.getByLabel('Date')).toBeFocused();
    await add.getByRole('button', { name: 'Save' }).click();
    // The error summary takes focus and links to each refused field.
    const summary = add.locator('[data-error-summary]');
    await expect(summary).toContainText(m.dateRequired);
    await expect(summary).toContainText(m.nameRequired);
    await expect(summary).toBeFocused();
    await add.getByLabel('Date').fill(date);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(summary).not.toContainText(m.dateRequired);
    await summary.getByRole('link', { name: m.nameRequired }).click();
    await expect(add.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(await holidayNamesOn(date)).toEqual([]);

    await add.getByRole('textbox', { name: 'Name' }).fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(addButton).toBeFocused();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(shownDate);
    await expect(recordCount(page, before + 1)).toBeVisible();
    expect(await holidayNamesOn(date)).toEqual([name]);

    // A second closure on the same day is refused by the server, beside the date; the list stays as it was.
    await addButton.click();
    const duplicate = page.getByRole('dialog', { name: 'Add Holiday' });
    await duplicate.getByLabel('Date').fill(date);
    await duplicate.getByRole('textbox', { name: 'Name' }).fill('E2E Duplicate');
    await duplicate.getByRole('button', { name: 'Save' }).click();
    // Told on the date it is about, and in the summary, which takes focus.
    await expect(duplicate.getByLabel('Date')).toHaveAccessibleDescription(new RegExp(m.duplicateDate));
    await expect(duplicate.locator('[data-error-summary]')).toBeFocused();
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await expect(duplicate).toBeHidden();
    await expect(recordCount(page, before + 1)).toBeVisible();
    await expect(page.getByRole('row', { name: /E2E Duplicate/ })).toHaveCount(0);
    expect(await holidayNamesOn(date)).toEqual([name]);

    await page.getByRole('button', { name: `Edit ${name}, ${usDate(date)}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Holiday' });
    await expect(edit.getByLabel('Date')).toHaveValue(date);
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
    await expect(renamedRow).toContainText(shownDate);
    expect(await holidayNamesOn(date)).toEqual([renamed]);

    // The public page, signed out, lists it under next year.
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      // A visitor reaches it from the support desk's form, which says when the desk is closed.
      await visitor.goto('/help-ticket');
      await visitor.getByRole('link', { name: "the program's holidays" }).click();
      await expect(visitor).toHaveURL(/\/holidays$/);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
      const nextYearSection = visitor.getByRole('region', { name: String(nextYear) });
      const publicRow = nextYearSection.getByRole('row', { name: new RegExp(usDate(date)) });
      await expect(publicRow).toContainText(weekdayOf(date));
      await expect(publicRow).toContainText(renamed);
      await expect(visitor.getByText(/closed on the days listed below/)).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);

      await page.getByRole('button', { name: `Delete ${renamed}, ${usDate(date)}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete Holiday' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText(m.removed)).toBeVisible();
      await expect(renamedRow).toHaveCount(0);
      await expect(recordCount(page, before)).toBeVisible();
      await expect(addButton).toBeFocused();
      expect(await holidayNamesOn(date)).toEqual([]);

      await visitor.reload();
      await expect(nextYearSection).toBeVisible();
      await expect(visitor.getByText(renamed)).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  });
});

/**
 * The Business-time test's year: the one after next. The admin test counts next year's closures while it runs (in
 * parallel with this one), so a closure this test added to next year made that count one too high.
 */
const slaYear = nextYear + 1;

/**
 * A September weekday of the year after next, Tuesday to Thursday, free of closures itself and on both sides: a
 * ticket raised the evening before is due that morning, and the day after is where a closure moves it.
 */
async function freeMidweekSeptemberDay(): Promise<string> {
  const taken = await withDatabase(async (db) => {
    const { rows } = await db.query<{ day: string }>(
      `select to_char(holiday_date, 'YYYY-MM-DD') as day from holidays where holiday_date between $1 and $2`,
      [`${slaYear}-08-31`, `${slaYear}-10-01`],
    );
    return new Set(rows.map((row) => row.day));
  });
  const iso = (day: number) => new Date(Date.UTC(slaYear, 8, day)).toISOString().slice(0, 10);
  const candidates = Array.from({ length: 30 }, (_, index) => index + 1).filter((day) => {
    const weekday = new Date(Date.UTC(slaYear, 8, day)).getUTCDay();
    return weekday >= 2 && weekday <= 4 && [day - 1, day, day + 1].every((d) => !taken.has(iso(d)));
  });
  const day = candidates[randomInt(candidates.length)];
  if (day === undefined) throw new Error(`No free midweek day in September ${slaYear}`);
  return iso(day);
}

const dayAfter = (iso: string) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** 6 am in New York on `iso`, as the ticket page writes a time for a reader in New York. */
const sixAmInNewYork = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(
    // September is daylight time in New York: UTC-4.
    new Date(`${iso}T10:00:00Z`),
  );

test.describe('Business time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("a closure on the day a ticket's first response is due moves it to the next business day", async ({
    page,
  }) => {
    const closed = await freeMidweekSeptemberDay();
    const name = `E2E SLA closure ${randomUUID().slice(0, 8)}`;
    // Normal priority (8 hours to first response), raised at 10 pm the evening before: due at 6 am on `closed`.
    const ticketId = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `insert into help_desk_tickets (source, status, full_name, email, phone_number, facility_id, facility_name,
           category_id, priority_id, subject, description, created_at)
         select 'PFS', 'New', 'SLA Tester', 'sla-tester@example.com', '850-555-0100', id, name, 4, 2,
           $1, 'Business time check.', (($2::date - 1)::timestamp + interval '22 hours') at time zone 'America/New_York'
         from facilities where name = 'Central Pharmacy'
         returning id`,
        [name, closed],
      );
      return rows[0]?.id ?? 0;
    });
    expect(ticketId).toBeGreaterThan(0);

    await signedInAs(page, 'sysadmin');
    await page.goto(`/support/tickets/edit/${ticketId}`);
    const due = page.getByText(/^First response due /);
    await expect(due).toContainText(`(${sixAmInNewYork(closed)})`);

    await withDatabase((db) =>
      db.query('insert into holidays (holiday_date, name) values ($1, $2)', [closed, name]),
    );
    try {
      await page.reload();
      await expect(due).toContainText(`(${sixAmInNewYork(dayAfter(closed))})`);
    } finally {
      await withDatabase((db) => db.query('delete from holidays where holiday_date = $1', [closed]));
    }
  });
});
