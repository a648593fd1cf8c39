import { z } from 'zod';
import { crossField } from './cross-field.ts';
import { envelopeSchema } from './envelope.ts';
import { id, text } from './fields.ts';
import { emailField, phoneField } from './help-desk-public.ts';
import type { Environment } from './home.ts';
import { publicFormFields } from './public-form.ts';

/**
 * The pharmacy forms system (PFS) each environment pairs with: where the public pages' Cancel and Return
 * buttons go (spec document 2 §9; docs/decisions/014-help-desk-and-pfs-public-forms.md).
 */
export const pfsSiteUrls: Record<Environment, string> = {
  development: 'https://pfs-dev.homer.example/',
  demo: 'https://pfs-demo.homer.example/',
  production: 'https://pfs.homer.example/',
};

export const pfsLimits = { name: 50, email: 100, phoneNumber: 21 } as const;

export const pfsMessages = {
  firstNameRequired: 'First Name is required.',
  firstNameMax: `First Name cannot be longer than ${pfsLimits.name} characters.`,
  firstNamePattern: 'First Name may contain only letters, numbers, spaces, apostrophes and hyphens.',
  lastNameRequired: 'Last Name is required.',
  lastNameMax: `Last Name cannot be longer than ${pfsLimits.name} characters.`,
  lastNamePattern: 'Last Name may contain only letters, numbers, spaces, apostrophes and hyphens.',
  emailRequired: 'Email is required.',
  emailMax: `Email cannot be longer than ${pfsLimits.email} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  confirmEmailRequired: 'Confirm Email is required.',
  emailsDoNotMatch: 'Emails do not match',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Invalid phone number',
  userNameRequired: 'Username is required.',
  facilitiesRequired: 'Please select at least one facility.',
  unknownFacility: 'One of the chosen facilities is not available. Please choose again.',
  registered:
    'Thank you for registering. A confirmation email has been sent to your email address. PFS staff will review your request and email you once it has been approved.',
  // Spec document 2 §8, verbatim.
  userNotFound: 'There was an error retrieving your PFS user information.',
  alreadyExists:
    'This user and/or email already exists. Please login to Homer below to proceed or contact a PFS/HOMER administrator for further assistance.',
  homerRegistered:
    'Your HOMER account has been created. A welcome email has been sent to your email address with a link to set your password.',
} as const;

// Letters, digits, spaces, apostrophes and hyphens (spec document 2 §5).
const namePattern = /^[\p{L}\d' -]+$/u;

function nameField(messages: { required: string; max: string; pattern: string }) {
  // A pipe, not `abort: true`, so the pattern waits for the length checks (whenFieldsValid explains why).
  return text({ max: pfsLimits.name, required: messages.required, tooLong: messages.max }).pipe(
    z.string().regex(namePattern, messages.pattern),
  );
}

const firstName = nameField({
  required: pfsMessages.firstNameRequired,
  max: pfsMessages.firstNameMax,
  pattern: pfsMessages.firstNamePattern,
});
const lastName = nameField({
  required: pfsMessages.lastNameRequired,
  max: pfsMessages.lastNameMax,
  pattern: pfsMessages.lastNamePattern,
});
const emailMessages = {
  required: pfsMessages.emailRequired,
  max: pfsMessages.emailMax,
  invalid: pfsMessages.emailInvalid,
};
const phoneNumber = phoneField(pfsLimits.phoneNumber, {
  required: pfsMessages.phoneRequired,
  invalid: pfsMessages.phoneInvalid,
});

/** PFS registration as filled in (spec document 2 §3 "PFS registration", §5). */
export const pfsRegistrationFormSchema = z
  .object({
    firstName,
    lastName,
    email: emailField(pfsLimits.email, emailMessages),
    confirmEmail: emailField(pfsLimits.email, {
      ...emailMessages,
      required: pfsMessages.confirmEmailRequired,
    }),
    phoneNumber,
    facilityIds: z
      .array(id(pfsMessages.unknownFacility), { message: pfsMessages.facilitiesRequired })
      .min(1, pfsMessages.facilitiesRequired)
      .max(100),
  })
  .refine(
    (f) => f.email.toLowerCase() === f.confirmEmail.toLowerCase(),
    crossField(['email', 'confirmEmail'], { path: ['confirmEmail'], message: pfsMessages.emailsDoNotMatch }),
  );
export type PfsRegistrationForm = z.infer<typeof pfsRegistrationFormSchema>;

/** POST api/PublicPfsRegister/RegisterPfsUser. */
export const pfsRegistrationSubmitSchema = pfsRegistrationFormSchema.safeExtend(publicFormFields);
export type PfsRegistrationSubmit = z.infer<typeof pfsRegistrationSubmitSchema>;
export const pfsRegistrationResponseSchema = envelopeSchema(z.number().int(), z.null());

/**
 * A PFS user's details as the registration rules require them (spec document 2 §5 "Register from PFS"). The
 * page shows them read-only, so the server checks the stored PFS record with these rules before registering.
 */
export const pfsUserDetailsSchema = z.object({
  firstName,
  lastName,
  userName: z
    .string({ message: pfsMessages.userNameRequired })
    .trim()
    .min(1, { message: pfsMessages.userNameRequired, abort: true })
    .max(100, { message: pfsMessages.userNameRequired, abort: true }),
  email: emailField(pfsLimits.email, emailMessages),
  phoneNumber: z
    .string({ message: pfsMessages.phoneRequired })
    .trim()
    .min(1, { message: pfsMessages.phoneRequired, abort: true })
    .max(pfsLimits.phoneNumber, { message: pfsMessages.phoneInvalid, abort: true }),
});

/** GET api/PublicHomerRegister/GetPfsUserByGuid: the spec's "Register-from-PFS user". */
export const registerFromPfsUserSchema = z.object({
  id: z.number().int(),
  pfsUserId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  pfsFacilityIds: z.array(z.number().int()),
  facilityIds: z.array(z.number().int()),
  organizationIds: z.array(z.number().int()),
  alreadyExists: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type RegisterFromPfsUser = z.infer<typeof registerFromPfsUserSchema>;

export const pfsGuidQuerySchema = z.object({ guid: text({ max: 100, trim: false }) });

/** POST api/PublicHomerRegister/RegisterHomerUser: the PFS user is named by the link's guid. */
export const registerHomerUserSchema = z.object({ guid: z.uuid(), ...publicFormFields });
export type RegisterHomerUser = z.infer<typeof registerHomerUserSchema>;
export const registerHomerUserResponseSchema = envelopeSchema(z.number().int(), z.null());

/** The explanatory banner of User Registration from PFS (spec document 2 §2). */
export type HomerRegisterBanner = 'default' | 'fromAccounts' | 'fromIcq';
export function homerRegisterBanner(fromAccounts: boolean, fromIcq: boolean): HomerRegisterBanner {
  if (fromAccounts && !fromIcq) return 'fromAccounts';
  if (fromIcq && !fromAccounts) return 'fromIcq';
  return 'default';
}
