import { mfMessages as m, mfPrescriptionSaveSchema } from '@homer/contracts/metabolic-formula';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';
import { prescriptionValues } from './prescription-values.ts';

const resolve = zod4Resolver(mfPrescriptionSaveSchema, { errorPriority: 'first' });

describe('prescriptionValues', () => {
  it('starts a new prescription from today, with the rest for the contract to ask', () => {
    const values = prescriptionValues(7, null, '2026-05-01');
    expect(values).toEqual({
      id: 0,
      patientId: 7,
      productId: 0,
      unitsPerMonth: '',
      prescriber: '',
      validFrom: '2026-05-01',
      validTo: '',
    });
    expect(resolve(values)).toEqual({
      productId: m.productRequired,
      unitsPerMonth: m.unitsPerMonthRange,
      prescriber: m.prescriberRequired,
      validTo: m.validToRequired,
    });
  });

  it('changes a saved prescription as it is', () => {
    const values = prescriptionValues(
      7,
      {
        id: 3,
        productId: 10,
        productName: 'Phenex-2',
        ndc: '70074-0555-01',
        productKind: 'Formula',
        dispensingUnit: 'can',
        unitsPerMonth: 8,
        prescriber: 'Dr. Dietitian',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        current: true,
      },
      '2026-05-01',
    );
    expect(values).toMatchObject({ id: 3, productId: 10, unitsPerMonth: 8, validFrom: '2026-01-01' });
    expect(resolve(values)).toEqual({});
  });
});
