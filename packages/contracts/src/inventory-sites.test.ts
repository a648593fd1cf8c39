import { describe, expect, it } from 'vitest';
import { isIsoDate, isPackageNdc } from './inventory-sites.ts';

describe('package NDCs (decision 057)', () => {
  it('accepts 4-4-2, 5-3-2 and 5-4-1 with hyphens, ten digits in all', () => {
    for (const ndc of ['0409-4888-02', '69547-353-02', '12345-6789-1'])
      expect(isPackageNdc(ndc), ndc).toBe(true);
  });
  it('refuses other shapes', () => {
    for (const ndc of [
      '0409488802',
      '409-4888-02',
      '00409-4888-02',
      '0409-4888-2',
      '0409-4888-02-',
      'abcd-efgh-ij',
    ])
      expect(isPackageNdc(ndc), ndc).toBe(false);
  });
});

describe('dates', () => {
  it('reads dates strictly', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-3-31')).toBe(false);
  });
});
