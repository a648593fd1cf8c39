import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { placedTexts, shownTexts, textWidths } from './pdf-test-support.ts';
import { type TableDocumentInput, tableDocumentPdf } from './table-document.ts';

const columns: TableDocumentInput['columns'] = [
  { header: 'Line' },
  { header: 'Date' },
  { header: 'Patient', width: 2 },
  { header: 'Item', width: 4 },
  { header: 'Qty', align: 'right' },
  { header: 'Amount', align: 'right', width: 1.5 },
];
const headers = columns.map((c) => c.header);

function invoice(lines: number, change: Partial<TableDocumentInput> = {}): TableDocumentInput {
  return {
    programme: 'County Indigent Health Care',
    title: 'Invoice 2026-0042',
    subtitle: 'Travis County, March 2026',
    meta: [
      { label: 'Invoice', value: '2026-0042' },
      { label: 'County', value: 'Travis' },
      { label: 'Period', value: '03/01/2026 to 03/31/2026' },
      { label: 'Due', value: '04/30/2026' },
    ],
    columns,
    rows: Array.from({ length: lines }, (_, i) => [
      `L${i + 1}`,
      '03/14/2026',
      `Patient ${i + 1}`,
      'Metformin HCl 500 mg tablet, 30 count',
      '30',
      '$4.50',
    ]),
    totals: ['', '', '', 'Total', '', `$${(lines * 4.5).toFixed(2)}`],
    footerNote: 'Printed 04/01/2026 by HOMER',
    ...change,
  };
}

async function render(input: TableDocumentInput) {
  return PDFDocument.load(await tableDocumentPdf(input));
}

/** The first cell of each row drawn on the page ('L1', 'L2', …), in order. */
function lineNumbers(texts: string[]): string[] {
  return texts.filter((t) => /^L\d+$/.test(t));
}

describe('tableDocumentPdf', () => {
  it('renders a 50-line invoice within 300 ms once the process has made one PDF', async () => {
    // The first document of a process also loads pdf-lib's font metrics and warms its code (~200 ms here), a
    // cost a long-running API pays once; the budget is for the invoices after it.
    await tableDocumentPdf(invoice(1));
    const started = performance.now();
    const bytes = await tableDocumentPdf(invoice(50));
    const elapsed = performance.now() - started;
    console.info(`50-line invoice: ${elapsed.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(1)} KiB`);
    expect(elapsed).toBeLessThan(300);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Invoice 2026-0042');
  });

  it('fits a short table on one letter page with its header, particulars and totals', async () => {
    const doc = await render(invoice(5));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getCreator()).toBe('HOMER');
    const texts = shownTexts(doc.getPage(0));
    expect(texts.slice(0, 3)).toEqual([
      'County Indigent Health Care',
      'Invoice 2026-0042',
      'Travis County, March 2026',
    ]);
    expect(texts).toEqual(
      expect.arrayContaining(['Invoice', '2026-0042', 'Period', '03/01/2026 to 03/31/2026']),
    );
    expect(lineNumbers(texts)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(texts.slice(-4)).toEqual(['Total', '$22.50', 'Printed 04/01/2026 by HOMER', 'Page 1 of 1']);
  });

  it('continues over pages: every row once and in order, headers repeated, totals at the end, Page X of Y', async () => {
    const doc = await render(invoice(120));
    const pages = doc.getPages().map(shownTexts);
    // Nothing but the footer line goes into the bottom margin (36 pt); Helvetica drops 0.207 em.
    for (const page of doc.getPages()) {
      const body = placedTexts(page).filter((t) => t.y > 20);
      expect(body.length).toBeGreaterThan(0);
      for (const t of body) expect(t.y - 0.207 * t.size).toBeGreaterThanOrEqual(36);
    }
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap(lineNumbers)).toEqual(Array.from({ length: 120 }, (_, i) => `L${i + 1}`));
    pages.forEach((texts, i) => {
      expect(texts.filter((t) => headers.includes(t))).toEqual(headers);
      expect(texts).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(texts.includes('Total')).toBe(i === pages.length - 1);
      if (i > 0) {
        expect(texts[0]).toBe('County Indigent Health Care \u00b7 Invoice 2026-0042');
        expect(texts).not.toContain('Travis County, March 2026');
      }
    });
  });

  it('starts a new page for 50 lines, which overflow the first', async () => {
    const doc = await render(invoice(50));
    expect(doc.getPageCount()).toBe(2);
  });

  it('cuts a cell too wide for its column with an ellipsis, inside the column', async () => {
    const long = 'Amoxicillin and Clavulanate Potassium 875 mg/125 mg film-coated tablet, 20 count bottle';
    const amount = '$1,234,567,890,123.45';
    const doc = await render(invoice(1, { rows: [['L1', '03/14/2026', 'Patient 1', long, '20', amount]] }));
    const width = await textWidths();
    const tableWidth = 612 - 2 * 36;
    const unit = tableWidth / columns.reduce((sum, c) => sum + (c.width ?? 1), 0);
    const item = placedTexts(doc.getPage(0)).find((t) => t.text.startsWith('Amoxicillin'));
    if (!item) throw new Error('Item cell not drawn.');
    expect(item.text.endsWith('\u2026')).toBe(true);
    expect(item.text.length).toBeLessThan(long.length);
    const itemEnd = 36 + unit * (1 + 1 + 2 + 4);
    expect(item.x + width(item)).toBeLessThanOrEqual(itemEnd - 4);
    // A right-aligned cell ends at its column's right edge less the padding, whether cut or not.
    const money = placedTexts(doc.getPage(0)).find((t) => t.text.startsWith('$1,'));
    if (!money) throw new Error('Amount cell not drawn.');
    expect(money.x).toBeGreaterThanOrEqual(36 + tableWidth - unit * 1.5);
    expect(money.x + width(money)).toBeCloseTo(36 + tableWidth - 4, 3);
  });

  it('lays out landscape pages when asked', async () => {
    const doc = await render(invoice(3, { orientation: 'landscape' }));
    expect(doc.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
  });

  it('says so when there are no rows', async () => {
    const doc = await render(invoice(0, { totals: undefined }));
    const texts = shownTexts(doc.getPage(0));
    expect(texts).toContain('No rows.');
    expect(texts.slice(-2)).toEqual(['Printed 04/01/2026 by HOMER', 'Page 1 of 1']);
  });

  it('renders a 20-page report within 2 s', async () => {
    const rows = 20 * 50;
    const started = performance.now();
    const bytes = await tableDocumentPdf(invoice(rows, { orientation: 'portrait' }));
    const elapsed = performance.now() - started;
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    console.info(
      `${rows}-row report: ${pages} pages, ${elapsed.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(1)} KiB`,
    );
    expect(pages).toBeGreaterThanOrEqual(20);
    expect(elapsed).toBeLessThan(2000);
  });

  it.each([
    [{ columns: [] }, 'A table needs at least one column.'],
    [{ rows: [['L1', '03/14/2026', 'Patient 1']] }, 'Row 1 has 3 cells; the table has 6 columns.'],
    [{ totals: ['Total'] }, 'The totals row has 1 cell; the table has 6 columns.'],
    [
      { columns: [...columns.slice(1), { header: 'Line', width: 0 }] },
      'Column 6 ("Line") needs a width above 0',
    ],
  ])('refuses %o with a clear message', async (change, message) => {
    await expect(tableDocumentPdf(invoice(2, change))).rejects.toThrow(message);
  });
});
