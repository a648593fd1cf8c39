import { z } from 'zod';
import { verifiedAddressInputSchema } from './address.ts';
import { envelopeSchema } from './envelope.ts';
import { calendarDate, id, text, usPhonePattern } from './fields.ts';
import { publicFormFields } from './public-form.ts';

/**
 * The public Rx Connects patient application (issue 31, decision 112; s. 465.1902, F.S.): a resident applies to
 * receive donated medicine from an approved repository. Kept apart from the staff contract
 * (rx-connects-patients.ts) so the public page loads only what it validates.
 */

const base = 'api/PublicPatientApplication';

export const rxApplicationPaths = {
  /** GET, public: the approved repositories an applicant may choose. */
  repositories: `${base}/Repositories`,
  /** GET ?countyName=, public: the county of a verified address. */
  countyByName: `${base}/GetCountyByName`,
  /** POST, public (captcha, honeypot, rate limit): a new application; answers its reference number. */
  save: `${base}/Save`,
} as const;

/** The eligibility the applicant attests to (s. 465.1902(2)(e): indigent, uninsured, underinsured or on assistance). */
export const rxCoverages = ['Uninsured', 'Underinsured', 'Public assistance'] as const;
export type RxCoverage = (typeof rxCoverages)[number];

export const rxApplicationLimits = {
  name: 50,
  email: 100,
  phone: 30,
  medicines: 1000,
  signature: 100,
} as const;
const limits = rxApplicationLimits;

export const rxApplicationMessages = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  dateOfBirthRequired: 'Date of Birth is required.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateOfBirthRange: 'Date of Birth must be a past date after 1900.',
  invalidEmail: 'Enter a valid email address.',
  invalidPhone: 'Invalid phone number',
  addressRequired: 'A verified address is required.',
  countyRequired: 'County is required.',
  notFlorida: 'Rx Connects serves Florida residents: the address must be in Florida.',
  residentRequired: 'You must be a Florida resident to apply.',
  coverageRequired: 'Choose how you are covered for medicine.',
  medicinesRequired: 'List the medicines you need.',
  repositoryRequired: 'Choose a repository.',
  repositoryNotFound: 'That repository is not taking part in Rx Connects.',
  attestationRequired: 'You must tick the attestation to submit this form.',
  signatureRequired: 'Electronic Signature is required.',
  saved: (reference: string) =>
    `Thank you. Your application ${reference} was received. The repository’s pharmacist will review it and contact you; a confirmation was sent to your email.`,
} as const;

const m = rxApplicationMessages;

export const rxRepositoryOptionSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  /** City and county, so an applicant picks one near them. */
  place: z.string(),
});
export type RxRepositoryOption = z.infer<typeof rxRepositoryOptionSchema>;

/** The form's own fields (what the page validates before adding the captcha and honeypot). */
export const patientApplicationFormSchema = z.object({
  firstName: text({ max: limits.name, required: m.firstNameRequired }),
  lastName: text({ max: limits.name, required: m.lastNameRequired }),
  // Checked against the day the request is validated (UTC): a birth date is never after today anywhere in the US.
  dateOfBirth: calendarDate(m.dateOfBirthRequired, m.dateInvalid).refine(
    (value) => value <= new Date().toISOString().slice(0, 10),
    m.dateOfBirthRange,
  ),
  emailAddress: text({ max: limits.email, required: 'Email is required.' }).pipe(z.email(m.invalidEmail)),
  phoneNumber: text({ max: limits.phone, required: 'Phone is required.' }).regex(
    usPhonePattern,
    m.invalidPhone,
  ),
  smartyAddress: verifiedAddressInputSchema
    .nullable()
    .refine((address) => address !== null, m.addressRequired)
    .refine((address) => address === null || address.state.toUpperCase() === 'FL', m.notFlorida),
  countyId: id(m.countyRequired),
  isFloridaResident: z.boolean().refine((ticked) => ticked, m.residentRequired),
  coverage: z.enum(rxCoverages, { message: m.coverageRequired }),
  medicinesNeeded: text({ max: limits.medicines, required: m.medicinesRequired, label: 'Medicines Needed' }),
  repositoryId: id(m.repositoryRequired),
  isAttested: z.boolean().refine((ticked) => ticked, m.attestationRequired),
  signature: text({ max: limits.signature, required: m.signatureRequired }),
});
export type PatientApplicationForm = z.input<typeof patientApplicationFormSchema>;

export const patientApplicationSaveSchema = patientApplicationFormSchema.extend(publicFormFields);
export type PatientApplicationSave = z.input<typeof patientApplicationSaveSchema>;

/** `value` is the reference number the applicant quotes (RXA-000123). */
export const patientApplicationSaveResponseSchema = envelopeSchema(z.string(), z.null());

/** RXA- and the application's id in six or more digits. */
export const rxApplicationReference = (id: number) => `RXA-${String(id).padStart(6, '0')}`;
