import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  gs1Date,
  gtinForNdc,
  looksLikeGs1,
  ndcFromGtin,
  ndcInGtin,
  parseGs1,
  readGs1Elements,
} from './gs1.ts';

const GS = '\x1d';
const naloxoneGtin = gtinForNdc('6954735302');

describe('GTIN and NDC', () => {
  it('computes the GS1 check digit', () => {
    // A published example: GTIN-13 4006381333931.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(naloxoneGtin).toBe('00369547353025');
  });

  it('takes the NDC out of an NDC-based GTIN only', () => {
    expect(ndcFromGtin(naloxoneGtin)).toBe('6954735302');
    expect(ndcFromGtin('10369547353022')).toBe('6954735302');
    expect(ndcFromGtin('04006381333931')).toBeNull();
    expect(ndcFromGtin('00369547353029')).toBeNull();
  });

  it('reads the NDC digits regardless of the check digit at the lower level', () => {
    expect(ndcInGtin('00369547353029')).toBe('6954735302');
    expect(ndcInGtin('04006381333931')).toBeNull();
    expect(ndcInGtin('90369547353029')).toBeNull();
    expect(ndcInGtin('0036954735302')).toBeNull();
  });
});

describe('gs1Date', () => {
  it('reads YYMMDD, day 00 being the end of the month', () => {
    expect(gs1Date('270331')).toBe('2027-03-31');
    expect(gs1Date('280200')).toBe('2028-02-29');
    expect(gs1Date('270200')).toBe('2027-02-28');
    expect(gs1Date('271300')).toBeNull();
    expect(gs1Date('270230')).toBeNull();
    expect(gs1Date('27033')).toBeNull();
  });
});

describe('parseGs1', () => {
  const expected = {
    gtin: naloxoneGtin,
    ndc: '6954735302',
    expiry: '2027-03-31',
    lot: 'NX24A17',
    serial: 'S123',
  };

  it('reads the raw form with GS separators and a symbology prefix', () => {
    for (const value of [
      `01${naloxoneGtin}17270331` + `10NX24A17${GS}21S123`,
      `]d201${naloxoneGtin}21S123${GS}17270331` + `10NX24A17`,
      `${GS}01${naloxoneGtin}10NX24A17${GS}17270331` + `21S123`,
    ]) {
      expect(looksLikeGs1(value)).toBe(true);
      expect(parseGs1(value)).toEqual({ ok: true, fields: expected });
    }
  });

  it('reads the human form', () => {
    const value = `(01)${naloxoneGtin}(17)270331(10)NX24A17(21)S123`;
    expect(looksLikeGs1(value)).toBe(true);
    expect(parseGs1(value)).toEqual({ ok: true, fields: expected });
  });

  it('accepts the separator as some scanners type it', () => {
    const value = `01${naloxoneGtin}10NX24A17<GS>1727033121S123{GS}`;
    expect(looksLikeGs1(`{GS}01${naloxoneGtin}`)).toBe(true);
    expect(parseGs1(value)).toEqual({ ok: true, fields: expected });
  });

  it('reads elements without checking them, stopping where it cannot read on', () => {
    expect(readGs1Elements(`(01)${naloxoneGtin.slice(0, 13)}8(10)L1`)).toEqual({
      elements: [
        { ai: '01', data: `${naloxoneGtin.slice(0, 13)}8` },
        { ai: '10', data: 'L1' },
      ],
      error: null,
    });
    expect(readGs1Elements(`01${naloxoneGtin}99abc`)).toEqual({
      elements: [{ ai: '01', data: naloxoneGtin }],
      error: 'Unknown application identifier at position 17.',
    });
  });

  it('leaves plain codes alone', () => {
    expect(looksLikeGs1('30000001')).toBe(false);
    expect(looksLikeGs1(`01${naloxoneGtin.slice(0, 13)}0`)).toBe(false);
    expect(looksLikeGs1('RX-12345')).toBe(false);
  });

  it('refuses malformed element strings with a reason', () => {
    expect(parseGs1(`(01)${naloxoneGtin.slice(0, 13)}8`)).toEqual({
      ok: false,
      error: '(01) has a wrong check digit.',
    });
    expect(parseGs1(`01${naloxoneGtin}17271340`)).toEqual({ ok: false, error: '(17) is not a date.' });
    expect(parseGs1(`01${naloxoneGtin}99abc`)).toMatchObject({ ok: false });
    expect(parseGs1(`01${naloxoneGtin}10${'L'.repeat(21)}`)).toMatchObject({ ok: false });
    expect(parseGs1('(01)123')).toMatchObject({ ok: false });
    expect(parseGs1('(01')).toMatchObject({ ok: false });
    expect(parseGs1(']d2')).toEqual({ ok: false, error: 'No application identifiers.' });
  });

  const lotChars = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-/'.split(''));
  const element = fc.record({
    ndc: fc.stringMatching(/^\d{10}$/),
    yy: fc.integer({ min: 0, max: 99 }),
    mm: fc.integer({ min: 1, max: 12 }),
    dd: fc.integer({ min: 0, max: 28 }),
    lot: fc.array(lotChars, { minLength: 1, maxLength: 20 }).map((c) => c.join('')),
    serial: fc.array(lotChars, { minLength: 1, maxLength: 20 }).map((c) => c.join('')),
  });

  it('round-trips any NDC, expiry, lot and serial, in either form and any order', () => {
    fc.assert(
      fc.property(
        element,
        fc.boolean(),
        fc.boolean(),
        ({ ndc, yy, mm, dd, lot, serial }, human, lotFirst) => {
          const date = [yy, mm, dd].map((n) => String(n).padStart(2, '0')).join('');
          const gtin = gtinForNdc(ndc);
          const parts = lotFirst
            ? [
                ['01', gtin],
                ['10', lot],
                ['17', date],
                ['21', serial],
              ]
            : [
                ['01', gtin],
                ['17', date],
                ['21', serial],
                ['10', lot],
              ];
          const value = human
            ? parts.map(([ai, data]) => `(${ai})${data}`).join('')
            : parts
                .map(([ai, data], i) => `${ai}${data}${(ai === '10' || ai === '21') && i < 3 ? GS : ''}`)
                .join('');
          const result = parseGs1(value);
          expect(looksLikeGs1(value)).toBe(true);
          expect(result).toMatchObject({ ok: true, fields: { gtin, ndc, lot, serial } });
          if (result.ok)
            expect(result.fields.expiry?.startsWith(`${2000 + yy}-${String(mm).padStart(2, '0')}-`)).toBe(
              true,
            );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const result = parseGs1(value);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});
