import type { MfPrescription } from '@homer/contracts/metabolic-formula';
import { describe, expect, it } from 'vitest';
import { currentPrescriptions, linesForMonths, orderLines } from './order-lines.ts';

const prescription = (
  id: number,
  productId: number,
  unitsPerMonth: number,
  current = true,
): MfPrescription => ({
  id,
  productId,
  productName: `Formula ${productId}`,
  ndc: '00000-0000-00',
  productKind: 'Formula',
  dispensingUnit: 'can',
  unitsPerMonth,
  prescriber: 'Dr. Dietitian',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  current,
});

describe('order lines', () => {
  const prescriptions = [prescription(1, 10, 4), prescription(2, 11, 6, false), prescription(3, 12, 2)];

  it('offers the prescriptions valid today, one per product', () => {
    expect(currentPrescriptions([...prescriptions, prescription(4, 10, 9)]).map((p) => p.id)).toEqual([1, 3]);
  });

  it('starts each quantity at the prescription’s units a month times the months', () => {
    expect(orderLines(prescriptions, 1)).toEqual([
      { productId: 10, quantity: 4 },
      { productId: 12, quantity: 2 },
    ]);
    expect(orderLines(prescriptions, 3)).toEqual([
      { productId: 10, quantity: 12 },
      { productId: 12, quantity: 6 },
    ]);
  });

  it('recounts the lines kept when the months change, leaving a line without a prescription as typed', () => {
    const lines = [
      { productId: 12, quantity: 1 },
      { productId: 99, quantity: '' as const },
    ];
    expect(linesForMonths(lines, prescriptions, 3)).toEqual([
      { productId: 12, quantity: 6 },
      { productId: 99, quantity: '' },
    ]);
    expect(orderLines([], 1)).toEqual([]);
  });
});
