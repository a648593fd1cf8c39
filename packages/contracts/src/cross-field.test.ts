import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceFormSchema, invoiceMessages } from './ba-invoices.ts';
import { whenFieldsValid } from './cross-field.ts';
import { fiscalYearFormSchema, fiscalYearMessages } from './fiscal-years.ts';
import { globalAuditMessages, globalAuditQuerySchema } from './global-audit.ts';
import { herosMessages, herosPublicApplicationFormSchema } from './heros-public.ts';
import {
  homeDeliveryFormSchema,
  homeDeliveryMessages,
  homeDeliverySubmitRequestSchema,
} from './home-delivery.ts';
import { changePasswordRequestSchema, newPasswordSchema, passwordMessages } from './password.ts';
import { pfsMessages, pfsRegistrationFormSchema } from './pfs.ts';

/** Every issue of one parse as "path: message", in order. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

// Each case fills in only the fields a cross-field rule reads, leaves other fields invalid, and expects the rule's
// message among the others from one parse: what a person sees on the first submit (docs/decisions/024).
describe('cross-field rules report with the other field errors in one parse', () => {
  it('PFS registration: "Emails do not match" with the empty names, phone and facilities', () => {
    const found = issues(pfsRegistrationFormSchema, {
      firstName: '',
      lastName: '',
      email: 'kim@clinic.org',
      confirmEmail: 'kim@clinic.com',
      phoneNumber: '',
      facilityIds: [],
    });
    expect(found).toEqual([
      `firstName: ${pfsMessages.firstNameRequired}`,
      `lastName: ${pfsMessages.lastNameRequired}`,
      `phoneNumber: ${pfsMessages.phoneRequired}`,
      `facilityIds: ${pfsMessages.facilitiesRequired}`,
      `confirmEmail: ${pfsMessages.emailsDoNotMatch}`,
    ]);
  });

  it('PFS registration: over-long and ill-formed fields still give one message each, plus the mismatch', () => {
    const found = issues(pfsRegistrationFormSchema, {
      firstName: 'x'.repeat(51),
      lastName: 'L<b>',
      email: 'kim@clinic.org',
      confirmEmail: 'pat@clinic.org',
      phoneNumber: 'call me',
      facilityIds: [1],
    });
    expect(found).toEqual([
      `firstName: ${pfsMessages.firstNameMax}`,
      `lastName: ${pfsMessages.lastNamePattern}`,
      `phoneNumber: ${pfsMessages.phoneInvalid}`,
      `confirmEmail: ${pfsMessages.emailsDoNotMatch}`,
    ]);
  });

  it('PFS registration: no mismatch while an email itself is wrong', () => {
    const found = issues(pfsRegistrationFormSchema, {
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'kim@clinic',
      confirmEmail: 'kim@clinic.org',
      phoneNumber: '850-555-0100',
      facilityIds: [1],
    });
    expect(found).toEqual([`email: ${pfsMessages.emailInvalid}`]);
  });

  it('new password and change password: "Passwords do not match." with the missing token and captcha', () => {
    const passwords = { password: 'Wandering-Heron-42', confirmPassword: 'Wandering-Heron-43' };
    expect(issues(newPasswordSchema, passwords)).toEqual([`confirmPassword: ${passwordMessages.mismatch}`]);
    const found = issues(changePasswordRequestSchema, {
      ...passwords,
      userId: null,
      token: '',
      recaptcha: '',
    });
    expect(found).toContain(`token: ${passwordMessages.noToken}`);
    expect(found).toContain('honeyPot: Invalid input: expected boolean, received undefined');
    expect(found).toContain(`confirmPassword: ${passwordMessages.mismatch}`);
  });

  it('fiscal year: the end-after-start message with an invalid id and a missing switch', () => {
    const found = issues(fiscalYearFormSchema, {
      fiscalYearId: -1,
      startDate: '2026-07-01',
      endDate: '2026-06-30',
    });
    expect(found).toContain(`endDate: ${fiscalYearMessages.endAfterStart}`);
    expect(found.length).toBeGreaterThan(1);
  });

  it('global audit filter: the date-range message with a wrong Changed By and a too-long RX number', () => {
    const found = issues(globalAuditQuerySchema, {
      page: 1,
      dateFrom: '2026-02-01',
      dateTo: '2026-01-01',
      changedBy: 'me',
      rx: '1'.repeat(21),
    });
    expect(found).toEqual([
      `changedBy: ${globalAuditMessages.changedBy}`,
      `rx: ${globalAuditMessages.rx}`,
      `dateFrom: ${globalAuditMessages.dateRange}`,
    ]);
  });

  it('home delivery: a repeated Rx number with the missing phone number and honeypot', () => {
    const empty = { rxNumber3: '', rxNumber4: '', rxNumber5: '', rxNumber6: '' };
    const found = issues(homeDeliveryFormSchema, {
      rxNumber1: '10000001',
      rxNumber2: '10000001',
      ...empty,
    });
    expect(found).toEqual([
      `phoneNumber: ${homeDeliveryMessages.phoneRequired}`,
      `rxNumber2: ${homeDeliveryMessages.rxUnique}`,
    ]);
    const submit = issues(homeDeliverySubmitRequestSchema, {
      phoneNumber: '',
      rxNumbers: ['10000001', '10000001'],
      recaptcha: 'x',
    });
    expect(submit).toEqual([
      `phoneNumber: ${homeDeliveryMessages.phoneRequired}`,
      'honeyPot: Invalid input: expected boolean, received undefined',
      `rxNumbers: ${homeDeliveryMessages.rxUnique}`,
    ]);
  });

  it('home delivery: a repeated Rx number is flagged beside a box that fails its own rule', () => {
    const found = issues(homeDeliveryFormSchema, {
      rxNumber1: '10000001',
      rxNumber2: '10000001',
      rxNumber3: '12a',
      rxNumber4: '',
      rxNumber5: '',
      rxNumber6: '',
      phoneNumber: '(850)555-0100',
    });
    expect(found).toEqual([
      `rxNumber3: ${homeDeliveryMessages.rxNumeric}`,
      `rxNumber2: ${homeDeliveryMessages.rxUnique}`,
    ]);
  });

  it('invoice: each amount rule with the missing invoice number, waiting only for what it compares', () => {
    const base = { invoiceId: 0, budgetId: 1, invoiceNumber: '', statusId: 1, invoicedAmt: '10' };
    expect(issues(invoiceFormSchema, { ...base, paidAmt: '20', reconciledAmt: '30' })).toEqual([
      `invoiceNumber: ${invoiceMessages.invoiceNumberRequired}`,
      `paidAmt: ${invoiceMessages.paidExceedsInvoiced}`,
      `reconciledAmt: ${invoiceMessages.reconciledExceedsPaid}`,
    ]);
    const paidStatus = 3;
    expect(
      issues(invoiceFormSchema, { ...base, statusId: paidStatus, invoicedAmt: 'x', paidAmt: '0' }),
    ).toEqual([
      `invoiceNumber: ${invoiceMessages.invoiceNumberRequired}`,
      'invoicedAmt: Enter an amount such as 1234.56 (up to 2 decimals).',
      `paidAmt: ${invoiceMessages.paidAmountRequired}`,
    ]);
  });

  it('HEROS application: the address message with the other missing agency fields', () => {
    const found = issues(herosPublicApplicationFormSchema, {
      agency: { agencySmartyAddress: null, shipSmartyAddress: null, useAgencyInfoForShipInfo: false },
      application: {},
      confirmedMessages: [],
      website: '',
    });
    expect(found).toContain(`agency.agencySmartyAddress: ${herosMessages.noAddresses}`);
    expect(found.length).toBeGreaterThan(10);
  });
});

describe('whenFieldsValid', () => {
  const schema = z
    .object({ a: z.string().min(1, 'a required'), b: z.string(), c: z.object({ d: z.number() }) })
    .refine((v) => v.a === v.b, { path: ['b'], message: 'differ', when: whenFieldsValid('a', 'b') })
    .refine((v) => v.c.d > 0, { path: ['c', 'd'], message: 'positive', when: whenFieldsValid('c.d') });

  it('skips a rule while a field it reads, or the object itself, is invalid', () => {
    expect(issues(schema, { a: '', b: 'x', c: { d: 1 } })).toEqual(['a: a required']);
    expect(issues(schema, { a: 'x', b: 'x', c: 'none' })).toEqual([
      'c: Invalid input: expected object, received string',
    ]);
    expect(issues(schema, null)).toEqual([': Invalid input: expected object, received null']);
  });

  it('runs a rule whose fields are valid, whatever the other fields hold', () => {
    expect(issues(schema, { a: 'x', b: 'y', c: { d: 'n' } })).toEqual([
      'c.d: Invalid input: expected number, received string',
      'b: differ',
    ]);
    expect(issues(schema, { a: 'x', b: 'y', c: { d: 0 } })).toEqual(['b: differ', 'c.d: positive']);
  });
});
