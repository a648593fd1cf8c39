import { tableDocumentPdf } from '../pdf/table-document.ts';
import { usDate } from '../time/zoned-time.ts';
import type { ExportColumn, ExportRows, PdfParticulars } from './export-definition.ts';

/** A printed report stops here (about 50 landscape pages): more than this is read in Excel, not on paper. */
export const maxPdfRows = 2000;
export const tooManyRowsForPdf = `This report has more than ${maxPdfRows.toLocaleString('en-US')} rows, too many to print. Narrow the filters, or export it to Excel.`;

/** The answer to `format=pdf` for a list that is not printed (only reports are), or to a format there is not. */
export const excelOnly = 'This list is exported to Excel only.';

const moneyFormat = /^\$/;
const monthFormat = 'mmm yyyy';

/**
 * A cell as the Excel file would show it: money in dollars, dates as mm/dd/yyyy (or a month as "Nov 2026"),
 * fractions under a percent format as percents, numbers grouped.
 */
export function pdfCell(value: ReturnType<ExportColumn<unknown>['value']>, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    if (numFmt === monthFormat)
      return value.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const day = usDate(iso.slice(0, 10));
    return numFmt?.includes('hh') ? `${day} ${iso.slice(11, 16)}` : day;
  }
  if (typeof value === 'number') {
    if (numFmt && moneyFormat.test(numFmt)) {
      const digits = numFmt.split('.')[1]?.length ?? 2;
      return value.toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Math.min(digits, 2),
        maximumFractionDigits: digits,
      });
    }
    if (numFmt?.endsWith('%')) {
      const decimals = (numFmt.split('.')[1] ?? '').replace('%', '').length;
      return `${(value * 100).toFixed(decimals)}%`;
    }
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** The rows, or null when there are more than a PDF holds (read no further than one past the limit). */
async function rowsUpTo<Row>(rows: ExportRows<Row>, limit: number): Promise<Row[] | null> {
  const taken: Row[] = [];
  const batches = Symbol.asyncIterator in rows ? rows : [await rows];
  for await (const batch of batches) {
    taken.push(...batch);
    if (taken.length > limit) return null;
  }
  return taken;
}

type PdfOptions<Row> = {
  title: string;
  particulars: PdfParticulars;
  columns: readonly ExportColumn<Row>[];
  rows: ExportRows<Row>;
  /** When the file was made, as people read it (the programme's time zone). */
  preparedAt: string;
};

/**
 * A list as a printed table (the platform's table document): landscape, the filters under the title, numbers
 * right-aligned. Null when the list is longer than `maxPdfRows`. The table document yields between pages, so a
 * long print does not hold up other requests.
 */
export async function exportPdf<Row>(options: PdfOptions<Row>): Promise<Uint8Array | null> {
  const rows = await rowsUpTo(options.rows, maxPdfRows);
  if (!rows) return null;
  const numeric = (column: ExportColumn<Row>) => rows.some((row) => typeof column.value(row) === 'number');
  return tableDocumentPdf({
    programme: 'HOMER',
    title: options.title,
    meta: [...options.particulars, { label: 'Rows', value: rows.length.toLocaleString('en-US') }],
    columns: options.columns.map((column) => ({
      header: column.header,
      width: column.width ?? 10,
      align: numeric(column) ? 'right' : 'left',
    })),
    rows: rows.map((row) => options.columns.map((column) => pdfCell(column.value(row), column.numFmt))),
    orientation: 'landscape',
    footerNote: `Prepared ${options.preparedAt}`,
  });
}
