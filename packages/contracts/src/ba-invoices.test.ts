import { describe, expect, it } from 'vitest';
import { moneySchema } from './ba.ts';
import { invoiceFiltersSchema, invoiceFormSchema, invoiceMessages, moneyCents } from './ba-invoices.ts';

const valid = {
  invoiceId: 0,
  budgetId: 1,
  invoiceNumber: 'INV-1',
  statusId: 1,
  invoicedAmt: '100.00',
};
const firstMessage = (input: object) => {
  const result = invoiceFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('invoice form (docs/decisions/009-invoice-fields.md)', () => {
  it('fills the optional fields with null and the amounts with 0', () => {
    expect(invoiceFormSchema.parse(valid)).toEqual({
      ...valid,
      effectiveDate: null,
      requestNumber: null,
      confirmationNumber: null,
      poId: null,
      facilityId: null,
      paidAmt: '0',
      paymentCrNum: null,
      reconciledAmt: '0',
      notes: null,
    });
  });

  it('requires an invoice number of at most 50 characters, a known status and an invoice amount', () => {
    expect(firstMessage({ ...valid, invoiceNumber: '  ' })).toBe(invoiceMessages.invoiceNumberRequired);
    expect(firstMessage({ ...valid, invoiceNumber: 'x'.repeat(51) })).toBe(
      invoiceMessages.invoiceNumberTooLong,
    );
    expect(firstMessage({ ...valid, statusId: 9 })).toBe(invoiceMessages.statusRequired);
    expect(firstMessage({ ...valid, invoicedAmt: '' })).toBe(invoiceMessages.invoicedAmtRequired);
    expect(firstMessage({ ...valid, invoicedAmt: '1.234' })).toBe(
      'Enter an amount such as 1234.56 (up to 2 decimals).',
    );
    expect(firstMessage({ ...valid, notes: 'x'.repeat(501) })).toBe(invoiceMessages.notesTooLong);
    expect(firstMessage({ ...valid, effectiveDate: '13/01/2026' })).toBe('Enter a date as MM/DD/YYYY.');
    expect(firstMessage({ ...valid, effectiveDate: '' })).toBeNull();
  });

  it('keeps paid within invoiced and reconciled within paid, exactly to the cent', () => {
    expect(firstMessage({ ...valid, paidAmt: '100.01' })).toBe(invoiceMessages.paidExceedsInvoiced);
    expect(firstMessage({ ...valid, paidAmt: '100' })).toBeNull();
    expect(firstMessage({ ...valid, paidAmt: '50.5', reconciledAmt: '50.51' })).toBe(
      invoiceMessages.reconciledExceedsPaid,
    );
    expect(firstMessage({ ...valid, paidAmt: '50.5', reconciledAmt: '50.50' })).toBeNull();
  });

  it('needs a paid amount for a Paid or Reconciled invoice', () => {
    expect(firstMessage({ ...valid, statusId: 3 })).toBe(invoiceMessages.paidAmountRequired);
    expect(firstMessage({ ...valid, statusId: 4, paidAmt: '0.00' })).toBe(invoiceMessages.paidAmountRequired);
    expect(firstMessage({ ...valid, statusId: 3, paidAmt: '0.01' })).toBeNull();
    expect(firstMessage({ ...valid, statusId: 5 })).toBeNull();
  });

  it('reads the list filters: 0 or empty is All', () => {
    expect(invoiceFiltersSchema.parse({ budgetId: '7', poId: '', baInvoiceStatus: '0' })).toEqual({
      budgetId: 7,
      poId: 0,
      baInvoiceStatus: 0,
    });
    expect(invoiceFiltersSchema.safeParse({ budgetId: '7', baInvoiceStatus: '6' }).success).toBe(false);
    expect(invoiceFiltersSchema.safeParse({}).error?.issues[0]?.message).toBe(invoiceMessages.budgetRequired);
  });
});

describe('moneyCents', () => {
  it('is exact for every valid amount', () => {
    expect(moneyCents('0')).toBe(0n);
    expect(moneyCents('12.5')).toBe(1250n);
    expect(moneyCents('9999999999999.99')).toBe(999999999999999n);
    expect(moneyCents(' 0.07 ')).toBe(7n);
    expect(moneyCents('1,000')).toBeNull();
    expect(moneyCents('-1')).toBeNull();
  });

  it('accepts exactly what the money schema accepts', () => {
    for (const text of ['1', '1.', '.5', '1.5', '1.55', '1.555', '12345678901234', 'abc', '']) {
      expect(moneyCents(text) !== null).toBe(moneySchema.safeParse(text).success);
    }
  });
});
