import { z } from 'zod';
import { type VerifiedAddress, verifiedAddressInputSchema } from './address.ts';
import { crossFieldParams, whenFieldsValid } from './cross-field.ts';
import { envelopeSchema, type Option } from './envelope.ts';
import { id, idOrZero, text } from './fields.ts';
import { publicFormFields, publicFormMessages } from './public-form.ts';

/** Spec document 2 §2, §5 and §8 (HEROS), verbatim where the spec gives the words. */
export const herosMessages = {
  closed: 'We are not accepting applications at this time.',
  newAgency: 'You have entered a new Agency.',
  oathRequired: 'Please acknowledge the Oath before submitting.',
  noAddresses: 'No valid addresses were found. Please enter an agency and shipping address to submit.',
  noAgencyAddress: 'No valid agency address found. Please enter an agency address to submit.',
  noShippingAddress: 'No valid shipping address found. Please enter a shipping address to submit.',
  noSecondaryContact:
    'Attention: There is no secondary contact assigned to your agency. It is highly advised you include secondary contact information.',
  agencyNameRequired: 'Agency Name is required.',
  agencyNameTooLong: 'Agency Name cannot be longer than 100 characters.',
  abbreviationLetters: 'Agency Abbreviation can only contain letters.',
  abbreviationTooLong: 'Agency Abbreviation cannot be longer than 5 letters.',
  feinRequired: 'FEIN is required.',
  feinFormat: 'FEIN must be 9 digits, such as 12-3456789.',
  emsStateIdNumeric: 'EMS State ID must be numeric.',
  overdosesDigits: 'Overdoses in the Previous Year can only contain digits.',
  percentageTooLong: 'Percentage Trained in Naloxone cannot be longer than 4 characters.',
  dosesRange: 'Doses Requested must be a whole number from 0 to 999999.',
  narrativeTooLong: 'Narrative cannot be longer than 2500 characters.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Invalid phone number',
  otherTaxStatusRequired: 'Please describe the other tax status.',
  otherOrgTypeRequired: 'Please describe the other organization type.',
  unknownChoice: 'A selected option is no longer available. Please reload the page and choose again.',
  unknownOrderOption: 'An order option is not part of the open application round. Please reload the page.',
  saved: 'Thank you! Your HEROS application has been submitted.',
} as const;

/** The next steps the thank-you view and the primary contact's email give (spec document 2 §2, step 4). */
/** The next step that links to the programme's MMCAP application form. */
export const herosMmcapStep = 'Download the MMCAP application form and fill it in.';

export const herosNextSteps = [
  'Wait for an email to your primary contact: once your application is approved, it lets you create your HOMER account.',
  herosMmcapStep,
  'Log in to HOMER and upload the completed MMCAP application form.',
] as const;

/** The text stored for an FEIN left empty on the new-agency path (spec §5: "filled with dashes"). */
export const emptyFein = '--';

/** Spec §3 applicationStatus; its values are not shown on the public page. */
export const herosApplicationStatus = { submitted: 1, approved: 2, denied: 3 } as const;

// Every max is the length of the column the field is stored in (db/schema/heros.ts).
const maxText = (label: string, max = 100) => text({ max, label });
const requiredText = (label: string, max = 100) => text({ max, label, required: true });
const phonePattern = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
const optionalEmail = (label: string) =>
  maxText(label).refine((v) => v === '' || z.email().safeParse(v).success, herosMessages.invalidEmail);
const requiredEmail = (label: string) =>
  optionalEmail(label).refine((v) => v !== '', `${label} is required.`);
const optionalPhone = (label: string) =>
  maxText(label, 20).refine((v) => v === '' || phonePattern.test(v), herosMessages.invalidPhone);
const requiredPhone = (label: string) =>
  optionalPhone(label).refine((v) => v !== '', `${label} is required.`);
const choice = (label: string) => id(`${label} is required.`);

const agencyFields = {
  agencyName: text({
    max: 100,
    required: herosMessages.agencyNameRequired,
    tooLong: herosMessages.agencyNameTooLong,
  }),
  // Letters only, so nothing unstorable gets through; 5 is the column's length.
  agencyAbbreviation: z
    .string()
    .trim()
    .regex(/^[A-Za-z]*$/, herosMessages.abbreviationLetters)
    .max(5, herosMessages.abbreviationTooLong)
    .transform((v) => v.toUpperCase()),
  fein: maxText('FEIN'),
  mmcapAccountNumber: maxText('MMCAP Account Number'),
  isMmcap: z.boolean(),
  mmcapAnticipatedDate: z.union([z.literal(''), z.iso.date('Enter a valid date.')]),
  taxStatus: choice('Tax Status'),
  otherTaxStatus: maxText('Other Tax Status'),
  emsStateId: maxText('EMS State ID').regex(/^\d*$/, herosMessages.emsStateIdNumeric),
  county: choice('County'),
  operationCounty: choice('County of Operation'),
  orgType: choice('Organization Type'),
  otherOrgType: maxText('Other Organization Type'),
  agencySmartyAddress: verifiedAddressInputSchema.nullable(),
  shipSmartyAddress: verifiedAddressInputSchema.nullable(),
  useAgencyInfoForShipInfo: z.boolean(),
  shippingInformation: maxText('Shipping Instructions'),
  agencyHeadName: requiredText('Agency Head Name'),
  agencyHeadTitle: requiredText('Agency Head Title'),
  agencyHeadEmail: requiredEmail('Agency Head Email'),
  agencyHeadPhoneNumber: requiredPhone('Agency Head Phone Number'),
  primaryName: requiredText('Primary Contact Name'),
  primaryTitle: requiredText('Primary Contact Title'),
  primaryEmail: requiredEmail('Primary Contact Email'),
  primaryPhone: requiredPhone('Primary Contact Phone'),
  secondaryName: maxText('Secondary Contact Name'),
  secondaryTitle: maxText('Secondary Contact Title'),
  secondaryEmail: optionalEmail('Secondary Contact Email'),
  secondaryPhone: optionalPhone('Secondary Contact Phone'),
  tertiaryName: maxText('Tertiary Contact Name'),
  tertiaryTitle: maxText('Tertiary Contact Title'),
  tertiaryEmail: optionalEmail('Tertiary Contact Email'),
  tertiaryPhone: optionalPhone('Tertiary Contact Phone'),
};

/**
 * The spec's Agency. FEIN is required except on the new-agency path, where an empty FEIN is stored as dashes;
 * the public application only ever creates a new agency.
 */
export function herosAgencySchema(options: { feinRequired: boolean }) {
  return z.object({
    ...agencyFields,
    fein: agencyFields.fein
      .refine((v) => !options.feinRequired || (v !== '' && !/^-+$/.test(v)), herosMessages.feinRequired)
      .refine((v) => v === '' || /^-+$/.test(v) || /^\d{2}-?\d{7}$/.test(v), herosMessages.feinFormat)
      .transform((v) => (v === '' ? emptyFein : v)),
  });
}
export const herosNewAgencySchema = herosAgencySchema({ feinRequired: false });
export type HerosAgency = z.output<typeof herosNewAgencySchema>;

export const herosOrderOptionSchema = z.object({
  applicantOrderId: z.number().int(),
  orderId: z.number().int().positive(),
  optionName: z.string(),
  /** Shown as Strength. */
  dosage: z.string(),
  dosesRequested: z.number({ error: herosMessages.dosesRange }).int(herosMessages.dosesRange),
});
export type HerosOrderOption = z.infer<typeof herosOrderOptionSchema>;

export const herosApplicationFormSchema = z.object({
  /** 0: no round open (the page then shows herosMessages.closed). */
  roundId: idOrZero(),
  orderOptions: z
    .array(
      herosOrderOptionSchema.extend({
        applicantOrderId: idOrZero(),
        orderId: id(herosMessages.unknownOrderOption),
        optionName: text({ max: 200, label: 'Option', trim: false }),
        dosage: text({ max: 200, label: 'Strength', trim: false }),
        dosesRequested: z
          .number({ error: herosMessages.dosesRange })
          .int(herosMessages.dosesRange)
          .min(0, herosMessages.dosesRange)
          .max(999999, herosMessages.dosesRange),
      }),
    )
    .max(50),
  overdosesPreviousYear: requiredText('Overdoses in the Previous Year').regex(
    /^\d*$/,
    herosMessages.overdosesDigits,
  ),
  percentageTrainedNaloxone: text({
    max: 4,
    label: 'Percentage Trained in Naloxone',
    required: true,
    tooLong: herosMessages.percentageTooLong,
  }),
  narrative: text({ max: 2500, label: 'Narrative', required: true, tooLong: herosMessages.narrativeTooLong }),
  oathAcceptedNew: z.boolean().refine((accepted) => accepted, herosMessages.oathRequired),
  oathDateTimeNew: z.iso.datetime({ offset: true }).nullable(),
});

/** Which of the spec's three address messages applies, if any. */
export function herosAddressProblem(agency: {
  agencySmartyAddress: VerifiedAddress | null;
  shipSmartyAddress: VerifiedAddress | null;
  useAgencyInfoForShipInfo: boolean;
}): string | null {
  const hasAgency = agency.agencySmartyAddress !== null;
  const hasShip = agency.useAgencyInfoForShipInfo ? hasAgency : agency.shipSmartyAddress !== null;
  if (!hasAgency && !hasShip) return herosMessages.noAddresses;
  if (!hasAgency) return herosMessages.noAgencyAddress;
  if (!hasShip) return herosMessages.noShippingAddress;
  return null;
}

/** A secondary contact counts only when name, a valid email and a phone are all given (spec §5). */
export function hasCompleteSecondaryContact(agency: {
  secondaryName: string;
  secondaryEmail: string;
  secondaryPhone: string;
}): boolean {
  return (
    agency.secondaryName.trim() !== '' &&
    z.email().safeParse(agency.secondaryEmail.trim()).success &&
    agency.secondaryPhone.trim() !== ''
  );
}

/** The page's own fields: the agency, the application and the hidden website field (a second honeypot). */
const publicApplicationFields = {
  agency: herosNewAgencySchema,
  application: herosApplicationFormSchema,
  /** Messages the submitter confirmed, such as the missing secondary contact (spec §3 "confirmedMessages"). */
  confirmedMessages: z.array(text({ max: 500, trim: false })).max(10),
  website: z.string().max(0, publicFormMessages.honeyPot),
};

function withAddressCheck<T extends z.ZodType<{ agency: Parameters<typeof herosAddressProblem>[0] }>>(
  schema: T,
) {
  return schema.superRefine(
    (value, ctx) => {
      const problem = herosAddressProblem(value.agency);
      if (problem) {
        const path = ['agency', 'agencySmartyAddress'];
        ctx.addIssue({ code: 'custom', message: problem, path, params: crossFieldParams });
      }
    },
    {
      when: whenFieldsValid(
        'agency.agencySmartyAddress',
        'agency.shipSmartyAddress',
        'agency.useAgencyInfoForShipInfo',
      ),
    },
  );
}

/** What the web form validates (the captcha and honeypot are added on submit). */
export const herosPublicApplicationFormSchema = withAddressCheck(z.object(publicApplicationFields));
export type HerosPublicApplicationForm = z.input<typeof herosPublicApplicationFormSchema>;

/** POST api/PublicHEROS/SavePublicApplication body. */
export const herosSavePublicApplicationSchema = withAddressCheck(
  z.object({ ...publicApplicationFields, ...publicFormFields }),
);
export type HerosSavePublicApplication = z.output<typeof herosSavePublicApplicationSchema>;
export type HerosSavePublicApplicationBody = z.input<typeof herosSavePublicApplicationSchema>;

export const herosSaveResponseSchema = envelopeSchema(
  z.null(),
  z.object({ applicationId: z.number().int(), agencyId: z.number().int() }),
);
export type HerosSaveResponse = z.infer<typeof herosSaveResponseSchema>;

/** GET api/PublicHEROS/GetPublicApplication: a blank application for the open round; roundId 0 = closed. */
export const herosPublicApplicationSchema = z.object({
  roundId: z.number().int(),
  roundName: z.string(),
  applicationStatus: z.number().int(),
  orderOptions: z.array(herosOrderOptionSchema),
  /** The programme mailbox the "already in the system" notice points to. */
  programEmail: z.string(),
  /** The MMCAP application form the programme publishes (HEROS_MMCAP_FORM_URL); null: ask programEmail. */
  mmcapFormUrl: z.string().nullable(),
});
export type HerosPublicApplication = z.infer<typeof herosPublicApplicationSchema>;

export const herosAgencySearchQuerySchema = z.object({
  agency: text({
    max: 100,
    required: herosMessages.agencyNameRequired,
    tooLong: herosMessages.agencyNameTooLong,
  }),
});

/** A row of GET api/PublicHEROS/GetAgenciesByInput. */
export const herosAgencyMatchSchema = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  agencyAbbreviation: z.string(),
});
export type HerosAgencyMatch = z.infer<typeof herosAgencyMatchSchema>;

/** Tax statuses and organisation types carry additionalData 'other' when choosing them asks for a description. */
export const otherChoiceMarker = 'other';

/** Whether `id` is the entry of `options` whose choice asks for a description. */
export const isOtherChoice = (options: Option[] | undefined, id: number) =>
  options?.some((o) => o.value === id && o.additionalData === otherChoiceMarker) ?? false;
