import { describe, expect, it } from 'vitest';
import {
  cutRecallText,
  firstNdc,
  fdaRecallMessages as m,
  ndcProductSaveSchema,
  recallListQuerySchema,
  recallWidgetQuerySchema,
} from './fda-recalls.ts';

describe('cutRecallText (spec §2.3: over 40 characters → 37 and an ellipsis)', () => {
  it('keeps text of 40 characters or fewer whole', () => {
    expect(cutRecallText('')).toEqual({ text: '', isCut: false });
    expect(cutRecallText('x'.repeat(40))).toEqual({ text: 'x'.repeat(40), isCut: false });
  });
  it('cuts 41 characters and more to 37 plus ...', () => {
    const cut = cutRecallText(`${'a'.repeat(37)}bcde`);
    expect(cut).toEqual({ text: `${'a'.repeat(37)}...`, isCut: true });
    expect(cut.text).toHaveLength(40);
    expect(cutRecallText('Naloxone HCl Nasal Spray, 4 mg per spray, 2 devices').text).toBe(
      'Naloxone HCl Nasal Spray, 4 mg per sp...',
    );
  });
});

describe('firstNdc', () => {
  it('shows the first NDC only', () => {
    expect(firstNdc('0378-6150, 0378-6151')).toBe('0378-6150');
    expect(firstNdc('69547-353')).toBe('69547-353');
    expect(firstNdc('')).toBe('');
  });
});

describe('ndcProductSaveSchema', () => {
  const valid = {
    id: 0,
    ndc: '0409-4888-02',
    productName: 'Heparin',
    packageDescription: '',
    dispensingUnit: 'vial',
    packSize: 25,
    isActive: true,
  };
  const messages = (input: unknown) => {
    const result = ndcProductSaveSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('accepts the three NDC layouts', () => {
    for (const ndc of ['0409-4888-02', '69547-353-02', '12345-6789-1'])
      expect(messages({ ...valid, ndc })).toEqual([]);
  });
  it('refuses other layouts, blanks and junk', () => {
    for (const ndc of ['0409488802', '0409-4888-2', '123-45678-90', '0409-4888-02 ', 'abcd-efgh-ij'])
      expect(messages({ ...valid, ndc: ndc.trimEnd() === ndc ? ndc : `${ndc}x` })).toContain(m.ndcFormat);
    expect(messages({ ...valid, ndc: '' })).toContain(m.ndcRequired);
    expect(messages({ ...valid, productName: ' ' })).toContain(m.productRequired);
    expect(messages({ ...valid, productName: 'p'.repeat(201) })).toContain(m.productTooLong);
  });
});

describe('ndcProductSaveSchema: the repackaging policy (decision 106)', () => {
  const valid = {
    id: 0,
    ndc: '0904-6412-61',
    productName: 'Metformin unit dose',
    packageDescription: '',
    dispensingUnit: 'tablet',
    packSize: 30,
    isActive: true,
  };
  it('gives bodies without it the defaults: not repackaged, 12 months, no 25 % limit', () => {
    expect(ndcProductSaveSchema.parse(valid)).toMatchObject({
      repackSourceProductId: null,
      budMonths: 12,
      budQuarterOfRemaining: false,
    });
    expect(ndcProductSaveSchema.parse({ ...valid, repackSourceProductId: 0 }).repackSourceProductId).toBe(0);
  });
  it('takes 1 to 12 whole months only', () => {
    for (const budMonths of [1, 12])
      expect(ndcProductSaveSchema.safeParse({ ...valid, repackSourceProductId: 7, budMonths }).success).toBe(
        true,
      );
    for (const budMonths of [0, 13, 1.5, '6', null]) {
      const result = ndcProductSaveSchema.safeParse({ ...valid, budMonths });
      expect(result.error?.issues.map((i) => i.message)).toEqual([m.budMonthsInvalid]);
    }
    expect(m.budMonthsInvalid).toBe('Beyond-use months must be a whole number from 1 to 12.');
  });
});

describe('query schemas', () => {
  it('default the widget call to FL, Ongoing, in formulary', () => {
    expect(recallWidgetQuerySchema.parse({})).toEqual({
      state: 'FL',
      status: 'Ongoing',
      isInFormulary: true,
    });
    expect(recallWidgetQuerySchema.parse({ state: 'ga', isInFormulary: 'false' })).toMatchObject({
      state: 'GA',
      isInFormulary: false,
    });
    expect(recallWidgetQuerySchema.safeParse({ state: 'FLA' }).success).toBe(false);
    expect(recallWidgetQuerySchema.safeParse({ isInFormulary: '1' }).success).toBe(false);
  });
  it('let the recalls page ask for every state and status', () => {
    expect(recallListQuerySchema.parse({ pageSize: '25', state: '', status: '' })).toMatchObject({
      state: '',
      status: '',
    });
  });
});
