import { z } from 'zod';
import { verifiedAddressInputSchema, verifiedAddressSchema } from './address.ts';
import { envelopeSchema, optionSchema } from './envelope.ts';
import { id, idOrZero, text } from './fields.ts';

/**
 * Organizations and facilities administration (issue 11, decision 037). A facility belongs to one
 * organization; inactive ones drop out of every facility selector.
 */
export const facilityTypes = [
  'County Health Department',
  'Pharmacy',
  'Clinic',
  'Hospital',
  'Repackaging Center',
  'Warehouse',
] as const;
export type FacilityType = (typeof facilityTypes)[number];

export const organizationMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 200 characters.',
  emailDomain: 'Email Domain must be a domain name such as health.example.gov.',
  duplicateName: 'An organization with this name already exists.',
  notFound: 'That organization does not exist.',
  saved: 'Organization saved.',
} as const;

export const facilityMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 100 characters.',
  organizationRequired: 'Organization is required.',
  typeRequired: 'Type is required.',
  addressRequired: 'Verify the facility address.',
  requestsNeedPharmacy: 'Only a pharmacy can support refill requests.',
  duplicateName: 'A facility with this name already exists in this organization.',
  notFound: 'That facility does not exist.',
  saved: 'Facility saved.',
} as const;

/** One row of the Organizations list. */
export const organizationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  emailDomain: z.string().nullable(),
  isActive: z.boolean(),
  facilityCount: z.number().int(),
});
export type OrganizationRow = z.infer<typeof organizationRowSchema>;

export const organizationSchema = organizationRowSchema.omit({ facilityCount: true });
export type Organization = z.infer<typeof organizationSchema>;

const domain = /^(?=.{1,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** POST api/Administration/Organizations/Save: id 0 creates. */
export const organizationFormSchema = z.object({
  id: idOrZero(),
  name: text({
    max: 200,
    required: organizationMessages.nameRequired,
    tooLong: organizationMessages.nameTooLong,
  }),
  emailDomain: text({ max: 100, tooLong: organizationMessages.emailDomain }).refine(
    (v) => v === '' || domain.test(v),
    organizationMessages.emailDomain,
  ),
  isActive: z.boolean(),
});
export type OrganizationForm = z.infer<typeof organizationFormSchema>;

/** One row of the Facilities list. */
export const facilityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  longName: z.string().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  facilityType: z.string().nullable(),
  isPharmacy: z.boolean(),
  supportsRequests: z.boolean(),
  formattedAddress: z.string().nullable(),
  isActive: z.boolean(),
});
export type FacilityRow = z.infer<typeof facilityRowSchema>;

/** GET api/Facility/GetFacilityInfo: what the user menu shows of a facility the user belongs to (§4.6). */
export const facilityInfoSchema = facilityRowSchema.omit({ organizationId: true, isActive: true });
export type FacilityInfo = z.infer<typeof facilityInfoSchema>;

export const facilitySchema = facilityRowSchema.extend({
  usesPfs: z.boolean(),
  address: verifiedAddressSchema.nullable(),
});
export type Facility = z.infer<typeof facilitySchema>;

/** POST api/Administration/Facilities/Save: id 0 creates. The server verifies the address again. */
export const facilityFormSchema = z
  .object({
    id: idOrZero(),
    organizationId: id(facilityMessages.organizationRequired),
    name: text({ max: 100, required: facilityMessages.nameRequired, tooLong: facilityMessages.nameTooLong }),
    longName: text({ max: 250, label: 'Long Name' }),
    facilityType: z.enum(facilityTypes, { message: facilityMessages.typeRequired }),
    isPharmacy: z.boolean(),
    supportsRequests: z.boolean(),
    usesPfs: z.boolean(),
    isActive: z.boolean(),
    address: verifiedAddressInputSchema.nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.supportsRequests && !form.isPharmacy)
      ctx.addIssue({
        code: 'custom',
        path: ['supportsRequests'],
        message: facilityMessages.requestsNeedPharmacy,
      });
    if (!form.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: facilityMessages.addressRequired });
  });
export type FacilityForm = z.infer<typeof facilityFormSchema>;

export const organizationSaveResponseSchema = envelopeSchema(z.null(), organizationSchema);
export const facilitySaveResponseSchema = envelopeSchema(z.null(), facilitySchema);
/** Active organizations, for the facility page's Organization select. */
export const organizationOptionsSchema = z.array(optionSchema);
