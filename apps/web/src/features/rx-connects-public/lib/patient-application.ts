import type { Option } from '@homer/contracts/envelope';
import {
  type PatientApplicationForm,
  patientApplicationFormSchema,
  type RxCoverage,
  type RxRepositoryOption,
  rxApplicationMessages,
} from '@homer/contracts/rx-patient-application';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** The form as it is filled in: no coverage is chosen until the applicant picks one. */
export type PatientApplicationValues = Omit<PatientApplicationForm, 'coverage'> & {
  coverage: RxCoverage | '';
};

export const emptyPatientApplication: PatientApplicationValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  emailAddress: '',
  phoneNumber: '',
  smartyAddress: null,
  countyId: 0,
  isFloridaResident: false,
  coverage: '',
  medicinesNeeded: '',
  repositoryId: 0,
  isAttested: false,
  signature: '',
};

// A field's first failing rule speaks: an empty phone is "required", not "invalid".
const resolve = zod4Resolver(patientApplicationFormSchema, { errorPriority: 'first' });

/**
 * The contract's rules, and a date of birth that is not after `today` (YYYY-MM-DD): the contract bounds it from
 * 1900 only, and its message asks for a past date.
 */
export function validatePatientApplication(values: PatientApplicationValues, today: string): FormErrors {
  const errors = resolve(values);
  if (!errors.dateOfBirth && values.dateOfBirth > today)
    errors.dateOfBirth = rxApplicationMessages.dateOfBirthRange;
  return errors;
}

/** The approved repositories as the select offers them: each one's name and where it is. */
export function repositoryChoices(repositories: RxRepositoryOption[] | undefined): Option[] | undefined {
  return repositories?.map(({ value, text, place }) => ({
    value,
    text: place ? `${text} (${place})` : text,
  }));
}
