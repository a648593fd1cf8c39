import { z } from 'zod';
import { verifiedAddressInputSchema, verifiedAddressSchema } from './address.ts';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, text, usPhonePattern } from './fields.ts';
import { publicFormFields } from './public-form.ts';

/**
 * Review status of a donor or repository application (reference table rx_connects_statuses). Public forms
 * always create Pending records; the other values belong to the staff review (decision 016).
 */
export const RxConnectsStatus = { Pending: 1, Approved: 2, Denied: 3, Inactive: 4 } as const;

/** The pharmacy bureau's line on the repository form; a placeholder the spec does not give (decision 016). */
export const pharmacyBureauPhone = '(850) 555-0178';

const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const rxConnectsMessages = {
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Enter a valid email address.',
  addressRequired: 'A verified address is required.',
  countyRequired: 'County is required.',
  attestationRequired: 'You must tick the attestation to submit this form.',
  dateSignedRequired: 'Date Signed is required.',
  commentsTooLong: 'Comments cannot be longer than 250 characters.',
  websiteInvalid: 'Enter a website address, or N/A if the facility has none.',
  donorSaved:
    'Thank you for registering as a donor with the Prescription Drug Donation Program. Program staff will review your form and contact you.',
  repositorySaved:
    'Thank you for applying to be a repository in the Prescription Drug Donation Program. Program staff will review your application and contact you.',
  publicCreatesOnly: 'A registration form can only create a new record.',
  repositoryNotFound: 'That repository does not exist.',
} as const;

// Every max is the length of the column the field is stored in (db/schema/rx-connects.ts).
const required = (label: string, max: number) => text({ max, label, required: true });

const optionalText = (label: string, max: number) =>
  text({ max, label })
    .nullish()
    .transform((v) => v || null);

const requiredId = (label: string) => id(`${label} is required.`);

const email = (label: string) =>
  required(label, 100)
    .regex(emailPattern, rxConnectsMessages.invalidEmail)
    .pipe(z.email(rxConnectsMessages.invalidEmail));

const phone = (label: string, max: number) =>
  required(label, max).regex(usPhonePattern, rxConnectsMessages.invalidPhone);

const smartyAddress = verifiedAddressInputSchema
  .nullable()
  .refine((address) => address !== null, rxConnectsMessages.addressRequired);

const dateSigned = text({ max: 40, required: rxConnectsMessages.dateSignedRequired }).refine(
  (value) => !Number.isNaN(Date.parse(value)),
  rxConnectsMessages.dateSignedRequired,
);

const attested = z.boolean().refine((ticked) => ticked, rxConnectsMessages.attestationRequired);

/** Spec document 2 §3 "Donor" and §5 donor rules: the form's own fields. */
export const donorFormSchema = z.object({
  donorId: idOrZero(),
  name: required('Donor Name', 100),
  facilityTypeId: requiredId('Type of Facility'),
  emailAddress: email('Email'),
  phoneNumber: text({ max: 30, label: 'Phone' }).refine(
    (value) => value === '' || usPhonePattern.test(value),
    rxConnectsMessages.invalidPhone,
  ),
  smartyAddress,
  countyId: requiredId('County'),
  contactName: required('Contact Name', 100),
  contactPhone: phone('Contact Telephone', 30),
  isAttested: attested,
  signature: required('Electronic Signature', 100),
  dateSigned,
  comments: optionalText('Comments', 250),
  statusId: requiredId('Status'),
  deniedReasonId: id().nullish(),
});
export type DonorForm = z.input<typeof donorFormSchema>;

/** POST api/PublicDonorRegistration/SaveDonor/. */
export const donorSaveRequestSchema = donorFormSchema.extend(publicFormFields);
export type DonorSaveRequest = z.input<typeof donorSaveRequestSchema>;

/** `value` is the new donor's id. */
export const rxConnectsSaveResponseSchema = envelopeSchema(z.number().int(), z.null());

const websiteAddress = required('Website Address', 100).refine(
  (value) => /^n\/?a$/i.test(value) || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i.test(value),
  rxConnectsMessages.websiteInvalid,
);

/** Spec document 2 §3 "Repository application" and §5 repository rules: the form's own fields. */
export const repositoryFormSchema = z.object({
  repositoryId: idOrZero('Repository is required.'),
  name: required('Facility Name', 100),
  phoneNumber: phone('Phone Number', 20),
  licenseNumber: required('License Number', 50),
  websiteAddress,
  licensingAgencyID: requiredId('Licensing Agency'),
  licenseOfIssuingAgency: optionalText('License of Issuing Agency', 100),
  address: optionalText('Address', 200),
  smartyAddress,
  countyId: requiredId('County'),
  emailAddress: email('Email Address'),
  pharmacistName: required('Pharmacist Name', 100),
  pharmacistContactPhone: phone('Pharmacist Contact Phone', 20),
  facilityTypeId: requiredId('Facility Type'),
  isAttested: attested,
  pharmacistSignature: required('Pharmacist Signature', 100),
  dateSigned,
  comments: optionalText('Comments', 250),
  statusId: requiredId('Status'),
  deniedReasonId: id().nullish(),
});
export type RepositoryForm = z.input<typeof repositoryFormSchema>;

/** POST api/PublicRepositoryRegister/saveRepository/. */
export const repositorySaveRequestSchema = repositoryFormSchema.extend(publicFormFields);
export type RepositorySaveRequest = z.input<typeof repositorySaveRequestSchema>;

/** GET api/RxConnects/Repository/GetRepositoryDetails/{id}: a stored repository, shaped for the form. */
export const repositoryDetailsSchema = z.object({
  repositoryId: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  licenseNumber: z.string(),
  websiteAddress: z.string(),
  licensingAgencyID: z.number().int(),
  licenseOfIssuingAgency: z.string().nullable(),
  address: z.string().nullable(),
  smartyAddress: verifiedAddressSchema,
  countyId: z.number().int(),
  county: z.string(),
  zip: z.string(),
  emailAddress: z.string(),
  pharmacistName: z.string(),
  pharmacistContactPhone: z.string(),
  facilityTypeId: z.number().int(),
  facilityType: z.string(),
  isAttested: z.boolean(),
  pharmacistSignature: z.string(),
  dateSigned: z.string(),
  comments: z.string().nullable(),
  statusId: z.number().int(),
  deniedReasonId: z.number().int().nullable(),
});
export type RepositoryDetails = z.infer<typeof repositoryDetailsSchema>;

/** GetCountyByName: the county id, 0 when the name is unknown. */
export const countyByNameQuerySchema = z.object({ countyName: text({ max: 60 }).default('') });
export const countyIdSchema = z.number().int();
