import { describe, expect, it } from 'vitest';
import { purchaseOrderMessages as m, poFormSchema, poListQuerySchema } from './ba-purchase-orders.ts';

const valid = {
  poId: 0,
  budgetId: 3,
  poNumber: ' PO-1 ',
  lineNumber: 1,
  vendorName: 'Acme',
  poValue: '10.5',
};
const firstMessage = (input: object) => {
  const result = poFormSchema.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('PO form', () => {
  it('trims text and stores emptied optional fields as null', () => {
    expect(poFormSchema.parse({ ...valid, purchaseReqNumber: '  ', purchaseReqPeriod: 'P1' })).toEqual({
      ...valid,
      poNumber: 'PO-1',
      purchaseReqNumber: null,
      purchaseReqPeriod: 'P1',
    });
  });

  it('says what is wrong', () => {
    expect(firstMessage({ poNumber: '' })).toBe(m.poNumberRequired);
    expect(firstMessage({ poNumber: undefined })).toBe(m.poNumberRequired);
    expect(firstMessage({ poNumber: 'x'.repeat(31) })).toBe(m.poNumberTooLong);
    expect(firstMessage({ lineNumber: '' })).toBe(m.lineNumberInvalid);
    expect(firstMessage({ lineNumber: 10000 })).toBe(m.lineNumberInvalid);
    expect(firstMessage({ vendorName: ' ' })).toBe(m.vendorNameRequired);
    expect(firstMessage({ vendorName: 'x'.repeat(151) })).toBe(m.vendorNameTooLong);
    expect(firstMessage({ poValue: '' })).toBe(m.poValueRequired);
    expect(firstMessage({ poValue: '12,50' })).toBe('Enter an amount such as 1234.56 (up to 2 decimals).');
    expect(firstMessage({ purchaseReqNumber: 'x'.repeat(31) })).toBe(m.purchaseReqNumberTooLong);
    expect(firstMessage({ purchaseReqPeriod: 'x'.repeat(21) })).toBe(m.purchaseReqPeriodTooLong);
  });

  it('keeps the spec’s words', () => {
    expect(m.deleteConfirm).toBe('Are you sure you want to delete this Product Order?');
    expect(m.deleteNotPermitted).toBe('You do not have permission to delete this Purchase Order.');
    expect(m.journalEntryNotImplemented).toBe('Add Journal Entry not yet implemented.');
  });
});

describe('PO list query', () => {
  it('reads query strings, treating empty inputs as absent', () => {
    expect(
      poListQuerySchema.parse({ budgetId: '4', isActive: '', testAllocation: '', testMultiplier: '' }),
    ).toEqual({
      budgetId: 4,
      isActive: null,
      poId: undefined,
      useTestData: false,
      testAllocation: undefined,
      testMultiplier: undefined,
      testRandomize: false,
    });
    expect(
      poListQuerySchema.parse({
        budgetId: '4',
        useTestData: 'true',
        testMultiplier: '2.5',
        testRandomize: 'true',
      }),
    ).toMatchObject({
      useTestData: true,
      testMultiplier: '2.5',
      testRandomize: true,
    });
    expect(
      poListQuerySchema.safeParse({ budgetId: '4', testMultiplier: '1000' }).error?.issues[0]?.message,
    ).toBe(m.testMultiplierInvalid);
    expect(poListQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(m.budgetRequired);
  });
});
