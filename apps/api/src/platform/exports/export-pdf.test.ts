import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { shownTexts } from '../pdf/pdf-test-support.ts';
import type { ExportColumn } from './export-definition.ts';
import { exportPdf, maxPdfRows, pdfCell } from './export-pdf.ts';

type Row = { name: string; units: number; value: number; expiry: string | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Product', value: (r) => r.name, width: 30 },
  { header: 'Units', value: (r) => r.units },
  { header: 'Value', value: (r) => r.value, numFmt: '$#,##0.00' },
  {
    header: 'Expiry',
    value: (r) => (r.expiry ? new Date(`${r.expiry}T00:00:00Z`) : null),
    numFmt: 'mm/dd/yyyy',
  },
];
const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Product ${i + 1}`,
    units: 1000 + i,
    value: -12.5,
    expiry: i % 2 ? '2027-03-31' : null,
  }));

async function* inBatches(rows: Row[], size: number) {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

describe('a printed export', () => {
  it('writes cells as the workbook shows them', () => {
    expect(pdfCell(1234567)).toBe('1,234,567');
    expect(pdfCell(30.44)).toBe('30.44');
    expect(pdfCell(-12.5, '$#,##0.00')).toBe('-$12.50');
    expect(pdfCell(0.1234, '$#,##0.0000')).toBe('$0.1234');
    expect(pdfCell(new Date('2027-03-31T00:00:00Z'), 'mm/dd/yyyy')).toBe('03/31/2027');
    expect(pdfCell(new Date('2026-11-01T00:00:00Z'), 'mmm yyyy')).toBe('Nov 2026');
    expect(pdfCell(0.875, '0.0%')).toBe('87.5%');
    expect(pdfCell(1, '0%')).toBe('100%');
    expect(pdfCell(null)).toBe('');
    expect(pdfCell(true)).toBe('Yes');
    expect(pdfCell('Lot A')).toBe('Lot A');
  });

  it('prints the title, the filters and every row over as many pages as it takes, numbers right-aligned', async () => {
    const started = performance.now();
    const bytes = await exportPdf({
      title: 'Stock Usage Report',
      particulars: [{ label: 'Inventory site', value: 'Central Pharmacy' }],
      columns,
      rows: inBatches(rowsOf(760), 100),
      preparedAt: '11/30/2026 10:00:00 AM',
    });
    // Issue 32: a 20-page report in at most 2 s (here with a test runner's overhead, on a shared machine).
    expect(performance.now() - started).toBeLessThan(2000);
    const pdf = await PDFDocument.load(bytes as Uint8Array);
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(20);
    const first = shownTexts(pdf.getPage(0));
    expect(first).toEqual(
      expect.arrayContaining(['Stock Usage Report', 'Inventory site', 'Central Pharmacy', 'Rows', '760']),
    );
    expect(first).toEqual(
      expect.arrayContaining(['Product 1', '1,000', '-$12.50', 'Product 2', '03/31/2027']),
    );
    const last = shownTexts(pdf.getPage(pages - 1));
    expect(last).toEqual(
      expect.arrayContaining(['Product 760', `Page ${pages} of ${pages}`, 'Prepared 11/30/2026 10:00:00 AM']),
    );
    // Column headers are repeated on every page.
    expect(last).toEqual(expect.arrayContaining(['Product', 'Units', 'Value', 'Expiry']));
  });

  it(`stops at ${maxPdfRows} rows: more is read in Excel`, async () => {
    const print = (n: number) =>
      exportPdf({ title: 'T', particulars: [], columns, rows: Promise.resolve(rowsOf(n)), preparedAt: '' });
    expect(await print(maxPdfRows + 1)).toBeNull();
    expect(await print(maxPdfRows)).toBeInstanceOf(Uint8Array);
  });
});
