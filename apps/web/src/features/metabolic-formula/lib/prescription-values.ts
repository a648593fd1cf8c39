import {
  type MfPrescription,
  type MfPrescriptionSave,
  mfMessages as m,
} from '@homer/contracts/metabolic-formula';

/** The prescription form: no product chosen and no quantity typed yet for a new one. */
export type PrescriptionValues = Omit<MfPrescriptionSave, 'unitsPerMonth'> & { unitsPerMonth: number | '' };

/** A prescription to change, or a new one valid from today. */
export function prescriptionValues(
  patientId: number,
  prescription: MfPrescription | null,
  today: string,
): PrescriptionValues {
  return {
    id: prescription?.id ?? 0,
    patientId,
    productId: prescription?.productId ?? 0,
    unitsPerMonth: prescription?.unitsPerMonth ?? '',
    prescriber: prescription?.prescriber ?? '',
    validFrom: prescription?.validFrom ?? today,
    validTo: prescription?.validTo ?? '',
  };
}

/** Server refusals that belong to one field of the form. */
export const prescriptionFieldOf: Readonly<Record<string, keyof PrescriptionValues>> = {
  [m.productNotFormula]: 'productId',
  [m.productPrescribedTwice]: 'productId',
  [m.validTooLong]: 'validTo',
  [m.validToBeforeFrom]: 'validTo',
};
