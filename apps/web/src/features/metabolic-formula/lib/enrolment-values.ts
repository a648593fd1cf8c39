import type { VerifiedAddress } from '@homer/contracts/address';
import {
  type MfDiagnosis,
  type MfEnrolment,
  type MfEnrolmentSave,
  type MfPayerStatus,
  type MfShippingMethod,
  mfMessages as m,
  mfEnrolmentSaveSchema,
} from '@homer/contracts/metabolic-formula';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { usPhone } from '../../../shared/lib/us-phone.ts';

/** The enrolment form: a new patient starts with nothing chosen, so the contract says what is required. */
export type EnrolmentValues = Omit<
  MfEnrolmentSave,
  'diagnosis' | 'payerStatus' | 'shippingMethod' | 'stateResident' | 'address'
> & {
  diagnosis: MfDiagnosis | '';
  payerStatus: MfPayerStatus | '';
  shippingMethod: MfShippingMethod | '';
  stateResident: boolean;
  address: VerifiedAddress | null;
};

export function enrolmentValues(enrolment: MfEnrolment | null): EnrolmentValues {
  return {
    patientId: enrolment?.patientId ?? 0,
    firstName: enrolment?.firstName ?? '',
    lastName: enrolment?.lastName ?? '',
    dateOfBirth: enrolment?.dateOfBirth ?? '',
    phone: enrolment?.phone ? usPhone(enrolment.phone) : '',
    email: enrolment?.email ?? '',
    diagnosis: enrolment?.diagnosis ?? '',
    diagnosisOther: enrolment?.diagnosisOther ?? '',
    treatmentCentre: enrolment?.treatmentCentre ?? '',
    stateResident: enrolment?.stateResident ?? false,
    payerStatus: enrolment?.payerStatus ?? '',
    inventorySiteId: enrolment?.inventorySiteId ?? 0,
    shippingMethod: enrolment?.shippingMethod ?? '',
    address: enrolment?.address ?? null,
  };
}

// The first message of a field is the one that says what to do ("… is required." before "Enter a date as …").
const resolve = zod4Resolver(mfEnrolmentSaveSchema, { errorPriority: 'first' });

/** The contract's messages by field; an address not verified yet gets the contract's words, not the schema's. */
export function enrolmentErrors(values: EnrolmentValues): FormErrors {
  const errors: FormErrors = { ...resolve(values) };
  if (values.address === null) {
    for (const key of Object.keys(errors)) if (key.startsWith('address')) delete errors[key];
    errors.address = m.addressRequired;
  }
  return errors;
}

/** Server refusals that belong to one field of the form (the rest are shown above it). */
export const enrolmentFieldOf: Readonly<Record<string, keyof EnrolmentValues>> = {
  [m.siteNotFound]: 'inventorySiteId',
  [m.addressNotFound]: 'address',
  [m.addressRequired]: 'address',
  [m.residencyRequired]: 'stateResident',
  [m.dateOfBirthRange]: 'dateOfBirth',
};
