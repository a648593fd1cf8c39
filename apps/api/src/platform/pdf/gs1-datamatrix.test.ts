import { gtinForNdc, parseGs1 } from '@homer/contracts/gs1';
import { describe, expect, it } from 'vitest';
import { gs1DataMatrix } from './gs1-datamatrix.ts';
import { readDataMatrix } from './pdf-test-support.ts';

const gtin = gtinForNdc('6954735302');

describe('gs1DataMatrix', () => {
  it('is read back by a scanner and HOMER’s GS1 reader as the GTIN, expiry and lot it was given', async () => {
    const matrix = gs1DataMatrix({ gtin, lot: 'NX24A17', expiry: '2027-03-31' });
    const [text] = await readDataMatrix(matrix, 'HRI');
    expect(text).toBe(`(01)${gtin}(17)270331(10)NX24A17`);
    expect(parseGs1(text as string)).toEqual({
      ok: true,
      fields: { gtin, ndc: '6954735302', expiry: '2027-03-31', lot: 'NX24A17', serial: null },
    });
  });

  it('carries a 20-character lot with set-82 punctuation, parentheses included, as a keyboard scanner types it', async () => {
    const lot = 'A(1)/B-2.C:D_E%F+G*H';
    expect(lot).toHaveLength(20);
    const matrix = gs1DataMatrix({ gtin, lot, expiry: '2028-02-29' });
    const [text] = await readDataMatrix(matrix, 'Plain');
    const parsed = parseGs1(text as string);
    expect(parsed).toMatchObject({ ok: true, fields: { gtin, lot, expiry: '2028-02-29' } });
  });

  it('is a square grid, top row first: solid finder edges left and bottom, alternating ones top and right', () => {
    const matrix = gs1DataMatrix({ gtin, lot: 'NX24A17', expiry: '2027-03-31' });
    const size = matrix.length;
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect(matrix.every((row) => row[0] === true)).toBe(true);
    expect(matrix[size - 1]?.every(Boolean)).toBe(true);
    expect(matrix[0]?.map((dark, c) => dark === (c % 2 === 0)).every(Boolean)).toBe(true);
    expect(matrix.map((row, r) => row[size - 1] === (r % 2 === 1)).every(Boolean)).toBe(true);
  });

  it.each([
    [{ gtin: '0036954735302' }, 'must be 14 digits'],
    [{ gtin: '00369547353029' }, 'wrong check digit'],
    [{ lot: '' }, 'must be 1 to 20 characters'],
    [{ lot: 'LOT 12' }, 'must be 1 to 20 characters'],
    [{ lot: 'LOT#12' }, 'must be 1 to 20 characters'],
    [{ lot: 'A'.repeat(21) }, 'must be 1 to 20 characters'],
    [{ expiry: '2027-02-29' }, 'must be a date YYYY-MM-DD'],
    [{ expiry: '2027-03-00' }, 'must be a date YYYY-MM-DD'],
    [{ expiry: '27-03-31' }, 'must be a date YYYY-MM-DD'],
    [{ expiry: '2100-01-01' }, 'must be a date YYYY-MM-DD'],
  ])('refuses %o', (change, message) => {
    expect(() => gs1DataMatrix({ gtin, lot: 'NX24A17', expiry: '2027-03-31', ...change })).toThrow(message);
  });
});
