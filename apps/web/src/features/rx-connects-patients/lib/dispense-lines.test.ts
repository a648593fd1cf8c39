import {
  rxPatientMessages as m,
  type RxAvailableProduct,
  rxDispenseSchema,
} from '@homer/contracts/rx-connects-patients';
import { describe, expect, it } from 'vitest';
import {
  availableLabel,
  dispenseChoices,
  dispenseErrors,
  dispenseValues,
  mayAddDispenseLine,
} from './dispense-lines.ts';

const amoxicillin: RxAvailableProduct = {
  productId: 4,
  productName: 'Amoxicillin 500 mg capsule',
  ndc: '0093-3109-01',
  dispensingUnit: 'capsule',
  packSize: 100,
  available: 1200,
  firstExpiry: '2027-03-31',
};
const metformin: RxAvailableProduct = {
  productId: 9,
  productName: 'Metformin 500 mg tablet',
  ndc: '0093-1048-01',
  dispensingUnit: 'tablet',
  packSize: 1,
  available: 30,
  firstExpiry: null,
};
const available = [amoxicillin, metformin];

describe('dispenseValues', () => {
  it('starts with one empty line, or the only product already chosen', () => {
    expect(dispenseValues(7, available)).toEqual({
      applicationId: 7,
      lines: [{ productId: 0, quantity: '' }],
      note: '',
    });
    expect(dispenseValues(7, [metformin]).lines).toEqual([{ productId: 9, quantity: '' }]);
  });
});

describe('dispenseErrors', () => {
  it('asks for a product and a quantity in the contract’s words', () => {
    expect(dispenseErrors(dispenseValues(7, available), available)).toEqual({
      'lines.0.productId': m.productRequired,
      'lines.0.quantity': m.quantityRange,
    });
  });

  it('refuses more than the repository holds with the server’s message, and passes what it holds', () => {
    const values = { applicationId: 7, lines: [{ productId: 9, quantity: 31 }], note: '' };
    expect(dispenseErrors(values, available)).toEqual({
      'lines.0.quantity': m.dispenseShort('Metformin 500 mg tablet', 30),
    });
    const whole = { ...values, lines: [{ productId: 9, quantity: 30 }] };
    expect(dispenseErrors(whole, available)).toEqual({});
    expect(rxDispenseSchema.parse(whole)).toEqual({ applicationId: 7, lines: whole.lines, note: null });
  });

  it('refuses a product listed twice and a note too long', () => {
    const values = {
      applicationId: 7,
      lines: [
        { productId: 4, quantity: 1 },
        { productId: 4, quantity: 2 },
      ],
      note: 'x'.repeat(501),
    };
    expect(dispenseErrors(values, available)).toEqual({ lines: m.lineTwice, note: m.noteTooLong });
  });
});

describe('the lines’ choices', () => {
  it('offers each product once across the lines', () => {
    const lines = [
      { productId: 4, quantity: 1 as const },
      { productId: 0, quantity: '' as const },
    ];
    expect(dispenseChoices(available, lines, 1).map((c) => c.value)).toEqual(['9']);
    expect(dispenseChoices(available, lines, 0).map((c) => c.value)).toEqual(['4', '9']);
    expect(mayAddDispenseLine(lines, available)).toBe(false);
    expect(mayAddDispenseLine(lines.slice(0, 1), available)).toBe(true);
  });

  it('names what is available and the first expiry', () => {
    expect(availableLabel(amoxicillin)).toBe(
      'Amoxicillin 500 mg capsule (0093-3109-01) · 1,200 capsules (12 packs of 100) available, first expiry 03/31/2027',
    );
    expect(availableLabel(metformin)).toBe('Metformin 500 mg tablet (0093-1048-01) · 30 tablets available');
  });
});
