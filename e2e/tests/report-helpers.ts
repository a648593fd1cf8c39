import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './e2e-database.ts';

/** What the report pages share, as a person reads and works them: their rows, totals, exports and subscriptions. */

/** A UTC day (the stock reports' days) `days` from today, YYYY-MM-DD. */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** YYYY-MM-DD as the screens write a date: MM/DD/YYYY. */
export const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** 'YYYY-MM' as the reports name a month: "Mar 2025". */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const records = (page: Page) => page.getByRole('region', { name: 'Records' });
export const totalsOf = (page: Page) => page.getByRole('region', { name: 'Totals' });

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The workbook the Export button downloads: its header row and its data rows, as ExcelJS reads them. */
export async function exported(page: Page, fileName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${fileName}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const headers = (sheet?.getRow(1).values ?? []) as unknown[];
  const rows = ((sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][]).slice(1);
  return { rows, cell: (row: unknown[] | undefined, header: string) => row?.[headers.indexOf(header)] };
}

/** The same filters printed: the server's PDF (its pages are checked by the API's tests). */
export async function printed(page: Page, fileName: string) {
  const printing = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const download = await printing;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${fileName}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Subscribes weekly from the report's page; the filters kept, as stored. */
export async function subscribeWeekly(page: Page, title: string, userId: number) {
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${title}` });
  await expect(dialog.getByRole('combobox', { name: 'Delivery' })).toHaveValue('Weekly (Mondays)');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Subscribed. The report will be delivered as chosen, in the app and by email.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ report: string; frequency: string; filters: unknown }>(
      'select report, frequency, filters from report_subscriptions where user_id = $1',
      [userId],
    );
    return rows;
  });
}
