import { gtinForNdc, parseGs1 } from '@homer/contracts/gs1';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { gs1DataMatrix } from './gs1-datamatrix.ts';
import { type UnitDoseLabelsInput, unitDoseLabelsPdf } from './label-sheet.ts';
import {
  codePlacements,
  formMatrix,
  formRefs,
  type PlacedText,
  placedTexts,
  readDataMatrix,
  shownTexts,
  textWidths,
} from './pdf-test-support.ts';

const input: UnitDoseLabelsInput = {
  count: 3,
  productName: 'Metformin HCl 500 mg tablet',
  ndc: '69547-353-02',
  lot: 'NX24A17',
  beyondUseDate: '2027-03-31',
  quantityText: '30 tablets',
  footer: 'Repackaged by County Indigent Care Pharmacy',
  gtin: gtinForNdc('6954735302'),
};

const labelWidth = 162;
const labelHeight = 90;
const margin = 5;

describe('unitDoseLabelsPdf', () => {
  it('makes one 2.25 × 1.25 in page a label, titled and credited to HOMER', async () => {
    const doc = await PDFDocument.load(await unitDoseLabelsPdf(input));
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 162, height: 90 });
    expect(doc.getTitle()).toBe('Unit-dose labels: Metformin HCl 500 mg tablet, lot NX24A17');
    expect(doc.getCreator()).toBe('HOMER');
  });

  it('prints name, NDC, lot, BUD as MM/DD/YYYY, quantity and footer on every label', async () => {
    const doc = await PDFDocument.load(await unitDoseLabelsPdf(input));
    for (const page of doc.getPages()) {
      expect(shownTexts(page)).toEqual([
        'Metformin HCl 500 mg',
        'tablet',
        'NDC 69547-353-02',
        'Lot NX24A17',
        'BUD 03/31/2027',
        '30 tablets',
        'Repackaged by County Indigent Care Pharmacy',
      ]);
    }
  });

  it('draws one DataMatrix, shared by all pages, that scans back as the GTIN, BUD and lot', async () => {
    const doc = await PDFDocument.load(await unitDoseLabelsPdf(input));
    const refs = doc.getPages().flatMap(formRefs);
    expect(refs).toHaveLength(3);
    expect(new Set(refs.map(String)).size).toBe(1);
    const drawn = formMatrix(doc.getPage(2), refs[0] as (typeof refs)[0]);
    expect(drawn).toEqual(gs1DataMatrix({ gtin: input.gtin, lot: input.lot, expiry: input.beyondUseDate }));
    const [text] = await readDataMatrix(drawn, 'Plain');
    expect(parseGs1(text as string)).toMatchObject({
      ok: true,
      fields: { gtin: input.gtin, ndc: '6954735302', lot: 'NX24A17', expiry: '2027-03-31' },
    });
  });

  it('keeps a long name, long lot and long footer inside the text column, line under line', async () => {
    const long: UnitDoseLabelsInput = {
      ...input,
      count: 1,
      productName:
        'Amoxicillin and Clavulanate Potassium 875 mg/125 mg film-coated tablet, extended release, ' +
        'unit dose, for oral use only, store below 25 °C, keep out of reach of children, ' +
        'a name far too long for any label, which must be cut rather than run over the lines below it',
      lot: 'WWWWWWWWWWWWWWWWWWWW',
      quantityText: '30 tablets in a blister card of thirty, each tablet individually sealed',
      footer: `Repackaged by ${'a very long programme name '.repeat(4)}`,
    };
    const doc = await PDFDocument.load(await unitDoseLabelsPdf(long));
    const page = doc.getPage(0);
    const [code] = codePlacements(page);
    if (!code) throw new Error('No code drawn.');
    const modules = gs1DataMatrix({ gtin: long.gtin, lot: long.lot, expiry: long.beyondUseDate }).length;
    expect(code.x + (modules + 1) * code.moduleSize).toBeLessThanOrEqual(labelWidth - margin);
    expect(code.y).toBeGreaterThanOrEqual(margin);
    expect(code.y + modules * code.moduleSize).toBeLessThanOrEqual(labelHeight - margin);

    const width = await textWidths();
    const lines = placedTexts(page);
    const line = (i: number) => lines.at(i) as PlacedText;
    // The text column ends where the code's quiet zone (one module) begins.
    const columnEnd = code.x - code.moduleSize;
    for (const l of lines) {
      expect(l.x).toBeGreaterThanOrEqual(margin);
      expect(l.x + width(l)).toBeLessThanOrEqual(columnEnd);
    }
    // Helvetica rises 0.718 em above the baseline and drops 0.207 em below it.
    expect(line(0).y + 0.718 * line(0).size).toBeLessThanOrEqual(labelHeight - margin);
    for (let i = 1; i < lines.length; i++) {
      expect(line(i - 1).y - 0.207 * line(i - 1).size).toBeGreaterThan(line(i).y + 0.718 * line(i).size);
    }
    expect(line(-1).y - 0.207 * line(-1).size).toBeGreaterThanOrEqual(0);

    const texts = lines.map((l) => l.text);
    const nameLines = lines.filter((l) => l.font === 'Helvetica-Bold' && !l.text.startsWith('BUD'));
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.every((l) => l.size < 9)).toBe(true);
    expect(nameLines.at(-1)?.text.endsWith('\u2026')).toBe(true);
    expect(texts).toContain('Lot WWWWWWWWWWWWWWWWWWWW');
    expect(texts).toContain('NDC 69547-353-02');
    expect(texts).toContain('BUD 03/31/2027');
  });

  it('prints a character Helvetica lacks as "?" rather than failing, and keeps the ones it has', async () => {
    const doc = await PDFDocument.load(
      await unitDoseLabelsPdf({
        ...input,
        count: 1,
        productName: 'Insulin \u2265100 u/mL',
        quantityText: '10 mL, 2\u20138 \u00b0C',
      }),
    );
    const texts = shownTexts(doc.getPage(0));
    expect(texts).toContain('Insulin ?100 u/mL');
    expect(texts).toContain('10 mL, 2\u20138 \u00b0C');
  });

  it.each([
    [{ count: 0 }, 'Label count must be a whole number from 1 to 2000; got 0.'],
    [{ count: 2001 }, 'Label count must be a whole number from 1 to 2000; got 2001.'],
    [{ count: 2.5 }, 'Label count must be a whole number from 1 to 2000; got 2.5.'],
    [{ gtin: '00369547353029' }, 'GTIN 00369547353029 has a wrong check digit.'],
    [{ gtin: gtinForNdc('6954735303') }, "carries NDC 6954735303, not the label's NDC 69547-353-02"],
    [{ ndc: 'not an NDC' }, 'NDC "not an NDC" is not a 10- or 11-digit NDC.'],
    [{ beyondUseDate: '2027-02-30' }, 'Expiry "2027-02-30" must be a date'],
    [{ productName: '  ' }, 'The product name is empty.'],
  ])('refuses %o with a clear message', async (change, message) => {
    await expect(unitDoseLabelsPdf({ ...input, ...change })).rejects.toThrow(message);
  });

  it('accepts the NDC in its 11-digit billing form', async () => {
    const doc = await PDFDocument.load(await unitDoseLabelsPdf({ ...input, count: 1, ndc: '69547-0353-02' }));
    expect(shownTexts(doc.getPage(0))).toContain('NDC 69547-0353-02');
  });

  it('makes 500 labels within 2 s and 50 MB', async () => {
    const before = process.memoryUsage();
    const started = performance.now();
    const bytes = await unitDoseLabelsPdf({ ...input, count: 500 });
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    // The resident set seldom shrinks back within a run, so its growth bounds the peak; the heap's may be
    // negative when a collection ran in between.
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    console.info(
      `500 labels: ${elapsed.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(1)} KiB; ` +
        `RSS grew ${mib(after.rss - before.rss)}, heap ${mib(after.heapUsed - before.heapUsed)}`,
    );
    expect(elapsed).toBeLessThan(2000);
    expect(after.rss - before.rss).toBeLessThan(50 * 2 ** 20);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(500);
  });
});
