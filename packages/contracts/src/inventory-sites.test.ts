import { describe, expect, it } from 'vitest';
import { fieldMessages } from './fields.ts';
import {
  inventoryStockFormSchema,
  isIsoDate,
  isPackageNdc,
  inventorySiteMessages as m,
} from './inventory-sites.ts';

const valid = {
  id: 0,
  inventorySiteId: 1,
  ndc: '69547-353-02',
  lotNumber: 'NX24A17',
  expirationDate: '2027-03-31',
  quantity: 40,
};
const messagesOf = (input: object) => {
  const result = inventoryStockFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

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

describe('stock line form', () => {
  it('accepts a valid line, and no expiry', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, expirationDate: '' })).toEqual([]);
  });
  it('says what is wrong', () => {
    expect(messagesOf({ ...valid, ndc: '' })).toContain(m.ndcRequired);
    expect(messagesOf({ ...valid, ndc: '69547-35302' })).toContain(m.ndcFormat);
    expect(messagesOf({ ...valid, lotNumber: '' })).toContain(m.lotRequired);
    expect(messagesOf({ ...valid, lotNumber: 'LOT 1' })).toContain(m.lotCharacters);
    expect(messagesOf({ ...valid, lotNumber: 'x'.repeat(21) })).toContain(m.lotTooLong);
    expect(messagesOf({ ...valid, expirationDate: '2027-13-01' })).toContain(m.expirationInvalid);
    expect(messagesOf({ ...valid, quantity: -1 })).toContain(m.quantityInvalid);
    expect(messagesOf({ ...valid, quantity: 2.5 })).toContain(m.quantityInvalid);
    expect(messagesOf({ ...valid, lotNumber: 'A\u0000' })).toContain(fieldMessages.characters);
  });
  it('reads dates strictly', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-3-31')).toBe(false);
  });
});
