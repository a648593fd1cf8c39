import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriod, patientName, periodLabel, periodSpan } from './mf-format.ts';
import { mfOrderListPath, mfOrderPath, mfPatientListPath, mfPatientPath } from './mf-paths.ts';

describe('periods', () => {
  it('writes a month as MM/YYYY, and leaves anything else as it is', () => {
    expect(periodLabel('2026-07')).toBe('07/2026');
    expect(periodLabel('')).toBe('');
    expect(periodLabel('July')).toBe('July');
  });

  it('counts months across the year end', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 13)).toBe('2028-01');
  });

  it('spans a three-month period from its first month to its last', () => {
    expect(periodSpan('2026-07', 1)).toBe('07/2026');
    expect(periodSpan('2026-11', 3)).toBe('11/2026 – 01/2027');
  });

  it('starts a new order with next month, in the reader’s calendar', () => {
    expect(nextPeriod(new Date(2026, 6, 31, 23, 59))).toBe('2026-08');
    expect(nextPeriod(new Date(2026, 11, 1))).toBe('2027-01');
  });
});

describe('people', () => {
  it('names a patient last name first', () => {
    expect(patientName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Lovelace, Ada');
  });
});

describe('paths', () => {
  it('addresses the lists, a patient (0 enrols) and an order', () => {
    expect(mfPatientListPath).toBe('/metabolic-formula/patients/list');
    expect(mfPatientPath(0)).toBe('/metabolic-formula/patients/edit/0');
    expect(mfOrderListPath).toBe('/metabolic-formula/orders/list');
    expect(mfOrderPath(12)).toBe('/metabolic-formula/orders/edit/12');
  });
});
