import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from './gs1.ts';
import { barcodeMatchesNdc, ndcFromBarcode } from './ndc-barcode.ts';

const gs = String.fromCharCode(0x1d);

describe('ndcFromBarcode', () => {
  it('reads typed NDCs: hyphenated 10-digit in each layout, plain 10 digits', () => {
    expect(ndcFromBarcode('69547-353-02')?.candidates).toEqual(['6954735302']);
    expect(ndcFromBarcode('0378-6150-01')?.candidates).toEqual(['0378615001']);
    expect(ndcFromBarcode('59762-5025-1')?.candidates).toEqual(['5976250251']);
    expect(ndcFromBarcode(' 6954735302 ')?.candidates).toEqual(['6954735302']);
    expect(ndcFromBarcode('6954-73-5302')).toBeNull();
  });

  it('reads 11-digit NDCs as every 10-digit NDC they can stand for (each segment with its pad zero)', () => {
    expect(ndcFromBarcode('69547-0353-02')?.candidates).toEqual(['6954735302', '6954703532']);
    expect(ndcFromBarcode('00378-6150-01')?.candidates).toEqual(['0378615001', '0037861501']);
    expect(ndcFromBarcode('59762-5025-01')?.candidates).toEqual(['5976250251']);
    expect(ndcFromBarcode('69547035302')?.candidates).toEqual(['6954735302', '6954703532']);
    expect(ndcFromBarcode('00378615001')?.candidates).toEqual(['0378615001', '0037861501']);
    expect(ndcFromBarcode('12345678912')).toBeNull();
  });

  it('reads UPC-A and EAN-13 with the check digit reported', () => {
    const upc = `3${'6954735302'}`;
    const full = `${upc}${gs1CheckDigit(upc)}`;
    expect(ndcFromBarcode(full)).toMatchObject({
      candidates: ['6954735302'],
      checkDigitOk: true,
      gtin: `00${full}`,
    });
    expect(ndcFromBarcode(`0${full}`)?.candidates).toEqual(['6954735302']);
    expect(ndcFromBarcode('169547353020')).toBeNull();
  });

  it('reads GTIN-14 alone and GS1 element strings with parentheses, GS or FNC1 spellings', () => {
    expect(gs1CheckDigit('0036954735302')).toBe(5);
    const expected = { candidates: ['6954735302'], gtin: '00369547353025', checkDigitOk: true };
    expect(ndcFromBarcode('00369547353025')).toMatchObject(expected);
    expect(ndcFromBarcode('(01)00369547353025(17)270331(10)NX24A17')).toMatchObject({
      ...expected,
      lot: 'NX24A17',
      expiry: '270331',
    });
    expect(ndcFromBarcode(`]d2010036954735302517270331${'10NX24A17'}${gs}21SER1`)).toMatchObject({
      ...expected,
      lot: 'NX24A17',
      expiry: '270331',
    });
    expect(ndcFromBarcode('01003695473530251727033110NX24A17<GS>21X')).toMatchObject({ lot: 'NX24A17' });
    expect(ndcFromBarcode('{GS}0100369547353025')).toMatchObject(expected);
    expect(ndcFromBarcode('0100369547353025')).toMatchObject(expected);
    // A wrong check digit is reported, not refused: the NDC digits decide the match.
    expect(ndcFromBarcode('(01)00369547353027(17)270331(10)NX24A17')).toMatchObject({
      candidates: ['6954735302'],
      checkDigitOk: false,
    });
    // Not a US drug GTIN (no '03' after the indicator).
    expect(ndcFromBarcode('(01)04012345678901')).toBeNull();
  });

  it('reports a wrong check digit in every form it can carry one', () => {
    const wrong = { candidates: ['6954735302'], checkDigitOk: false };
    expect(ndcFromBarcode('00369547353027')).toMatchObject({ ...wrong, gtin: '00369547353027' });
    expect(ndcFromBarcode('0100369547353027')).toMatchObject(wrong);
    expect(ndcFromBarcode(`]d2010036954735302717270331${'10NX24A17'}${gs}21S`)).toMatchObject({
      ...wrong,
      lot: 'NX24A17',
      expiry: '270331',
    });
    expect(ndcFromBarcode('369547353027')).toMatchObject({ ...wrong, gtin: '00369547353027' });
  });

  it('takes a non-GS1 symbology identifier and a trailing separator off a plain code', () => {
    expect(ndcFromBarcode(']E0369547353025')).toMatchObject({
      candidates: ['6954735302'],
      checkDigitOk: true,
    });
    expect(ndcFromBarcode(`6954735302${gs}`)?.candidates).toEqual(['6954735302']);
  });

  it('refuses text that carries no NDC', () => {
    for (const junk of ['', 'hello', '123', '(17)270331', 'x'.repeat(300), '12-34'])
      expect(ndcFromBarcode(junk)).toBeNull();
  });
});

describe('barcodeMatchesNdc', () => {
  it('compares by the 10 digits whatever the form', () => {
    expect(barcodeMatchesNdc('(01)00369547353025(10)NX24A17', '69547-353-02')).toBe(true);
    expect(barcodeMatchesNdc('69547035302', '69547-353-02')).toBe(true);
    expect(barcodeMatchesNdc('0378615001', '69547-353-02')).toBe(false);
    expect(barcodeMatchesNdc('nothing', '69547-353-02')).toBe(false);
  });
});
