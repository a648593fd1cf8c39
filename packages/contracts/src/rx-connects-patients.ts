import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { calendarDate, id, queryId, text, wholeNumber } from './fields.ts';
import { rxApplicationMessages, rxCoverages } from './rx-patient-application.ts';

/**
 * Rx Connects patients and donated stock (issue 31, decision 112; s. 465.1902, F.S.). A resident applies on the
 * public `patient-application` page to receive donated medicine from a repository; a pharmacist of that repository
 * (or an Rx Connects administrator) approves or denies it and dispenses donated stock first expiry first. Donations
 * from approved donors are inspected by a pharmacist and received into the repository's stock; rejected items are
 * destroyed with a reason. The monthly dispensing report a repository owes the programme by the 5th comes from
 * these records. Every call that answers an applicant is PHI (spec document 1 §8).
 */

const base = 'api/RxConnects';

/** The staff calls; the public form's are rxApplicationPaths (rx-patient-application.ts). */
export const rxPatientPaths = {
  /** GET, RxConnects Pharmacist, PHI: applications of the user's repositories (keyset-paged). */
  applications: `${base}/PatientApplications/GetList`,
  /** GET /{id}, RxConnects Pharmacist, PHI: the application, its decision, dispensings and the stock to dispense. */
  application: `${base}/PatientApplications/Get`,
  /** POST, RxConnects Pharmacist, PHI. */
  approve: `${base}/PatientApplications/Approve`,
  /** POST, RxConnects Pharmacist, PHI: with a managed denial reason. */
  deny: `${base}/PatientApplications/Deny`,
  /** POST, RxConnects Pharmacist, PHI: donated units picked first expiry first from the repository's stock. */
  dispense: `${base}/PatientApplications/Dispense`,
  /** GET, RxConnects Pharmacist: repositories the user acts for, approved donors and formulary products. */
  donationOptions: `${base}/Donations/Options`,
  /** GET, RxConnects Pharmacist: donations received by the user's repositories (keyset-paged). */
  donations: `${base}/Donations/GetList`,
  /** GET /{id}, RxConnects Pharmacist: a donation and its inspected lines. */
  donation: `${base}/Donations/Get`,
  /** POST, RxConnects Pharmacist: a donation inspected and received; accepted units go into stock. */
  receiveDonation: `${base}/Donations/Receive`,
  /** GET ?repositoryId=&month=, RxConnects Pharmacist: the monthly dispensing report. */
  monthlyReport: `${base}/Reports/MonthlyDispensing`,
} as const;

export const rxPatientAccess = {
  /** Applicants' records: a pharmacist of the repository or an administrator; PHI. */
  pharmacist: { module: Module.RxConnects, minRole: Role.Pharmacist, phi: true },
  /** Donations and the monthly report carry no patient's identity. */
  stock: { module: Module.RxConnects, minRole: Role.Pharmacist },
} as const;

export const rxApplicationStatuses = ['Pending', 'Approved', 'Denied'] as const;
export type RxApplicationStatus = (typeof rxApplicationStatuses)[number];

export const rxLimits = {
  note: 500,
  lines: 20,
  quantity: 100_000,
  lotNumber: 20,
  rejectionReason: 200,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** The staff pages' messages; the public form's are rxApplicationMessages (rx-patient-application.ts). */
export const rxPatientMessages = {
  repositoryRequired: rxApplicationMessages.repositoryRequired,
  repositoryNotFound: rxApplicationMessages.repositoryNotFound,
  dateInvalid: rxApplicationMessages.dateInvalid,
  applicationNotFound: 'That patient application does not exist.',
  wrongStatus: (action: string, status: RxApplicationStatus) =>
    `An application that is ${status} cannot be ${action}.`,
  denialReasonRequired: 'Choose a denial reason.',
  denialReasonInactive: 'That denial reason is no longer in use.',
  noteTooLong: `Note must be ${rxLimits.note} characters or fewer.`,
  approved: 'The application was approved and the applicant was emailed.',
  denied: 'The application was denied and the applicant was emailed.',
  linesRequired: 'Add at least one product.',
  tooManyLines: `At most ${rxLimits.lines} lines.`,
  lineTwice: 'A product is listed twice.',
  productRequired: 'Choose a product.',
  productNotFound: 'That product is not on the formulary.',
  quantityRange: `Quantity must be a whole number from 1 to ${count(rxLimits.quantity)}.`,
  dispenseShort: (product: string, available: number) =>
    `Only ${count(available)} donated units of ${product} are available at this repository.`,
  dispensed: 'The donated medicine was dispensed.',
  notLinked:
    'You are not linked to that repository. An Rx Connects administrator links pharmacists to repositories.',
  donorRequired: 'Choose the donor.',
  donorNotFound: 'That donor is not an approved Rx Connects donor.',
  receivedOnRequired: 'Date Received is required.',
  receivedOnRange: 'Date Received must be today or within the last 7 days.',
  lotRequired: 'Lot Number is required.',
  lotInvalid: `A lot number is at most ${rxLimits.lotNumber} letters, digits and marks.`,
  expiryRequired: 'Expiry Date is required.',
  rejectedRange: 'Rejected cannot be more than Quantity.',
  rejectionReasonRequired: 'Give the reason the rejected units were destroyed.',
  rejectionReasonTooLong: `Reason must be ${rxLimits.rejectionReason} characters or fewer.`,
  expiredAccepted: 'An expired item cannot be accepted: reject it with the reason.',
  donationReceived: 'The donation was received.',
  donationNotFound: 'That donation does not exist.',
  monthRequired: 'Month is required.',
  monthFormat: 'Enter the month as YYYY-MM.',
} as const;

const m = rxPatientMessages;

/** A calendar date, YYYY-MM-DD. */
const isoDay = (required: string) => calendarDate(required, m.dateInvalid);

/** YYYY-MM in 2000–2100. */
export const rxMonth = z
  .string({ message: m.monthRequired })
  .min(1, m.monthRequired)
  .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, m.monthFormat);

// ---------------------------------------------------------------------------------------------------------
// Staff: applications

export const rxApplicationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(rxApplicationStatuses).optional(),
  repositoryId: queryId().optional(),
  /** Name, or the reference number (RXA-000123 or its digits). */
  search: text({ max: 100, label: 'Search' })
    .regex(/^[\p{L}\p{M}0-9 ,.'-]*$/u, 'Search by name or reference number.')
    .optional(),
});
export type RxApplicationListQuery = z.infer<typeof rxApplicationListQuerySchema>;

export const rxApplicationRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  applicantName: z.string(),
  dateOfBirth: z.string(),
  repositoryName: z.string(),
  county: z.string(),
  status: z.enum(rxApplicationStatuses),
  submittedAt: z.string(),
});
export type RxApplicationRow = z.infer<typeof rxApplicationRowSchema>;
export const rxApplicationListResponseSchema = pagedSchema(rxApplicationRowSchema);

export const rxIdParamsSchema = z.object({ id: queryId() });

export const rxDispensedLineSchema = z.object({
  productName: z.string(),
  ndc: z.string(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
});

export const rxDispensingSchema = z.object({
  id: z.number().int(),
  dispensedAt: z.string(),
  dispensedBy: z.string(),
  note: z.string().nullable(),
  lines: z.array(rxDispensedLineSchema),
});
export type RxDispensing = z.infer<typeof rxDispensingSchema>;

/** Donated stock of the repository that may be dispensed: available, unexpired units per product. */
export const rxAvailableProductSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  ndc: z.string(),
  dispensingUnit: z.string(),
  packSize: z.number().int(),
  available: z.number().int(),
  /** The earliest expiry among those units (the one dispensed first). */
  firstExpiry: z.string().nullable(),
});
export type RxAvailableProduct = z.infer<typeof rxAvailableProductSchema>;

export const rxApplicationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  formattedAddress: z.string(),
  county: z.string(),
  coverage: z.enum(rxCoverages),
  medicinesNeeded: z.string(),
  repositoryId: z.number().int(),
  repositoryName: z.string(),
  signature: z.string(),
  submittedAt: z.string(),
  status: z.enum(rxApplicationStatuses),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  denialReason: z.string().nullable(),
  decisionNote: z.string().nullable(),
  dispensings: z.array(rxDispensingSchema),
  available: z.array(rxAvailableProductSchema),
});
export type RxApplication = z.infer<typeof rxApplicationSchema>;

const note = text({ max: rxLimits.note, tooLong: m.noteTooLong })
  .nullish()
  .transform((v) => v || null);

export const rxApproveSchema = z.object({ id: id(), note });
export type RxApprove = z.input<typeof rxApproveSchema>;

export const rxDenySchema = z.object({ id: id(), deniedReasonId: id(m.denialReasonRequired), note });
export type RxDeny = z.input<typeof rxDenySchema>;

const quantity = wholeNumber(1, rxLimits.quantity, m.quantityRange);

const noProductTwice = (lines: readonly { productId: number }[]) =>
  new Set(lines.map((line) => line.productId)).size === lines.length;

export const rxDispenseSchema = z.object({
  applicationId: id(),
  lines: z
    .array(z.object({ productId: id(m.productRequired), quantity }))
    .min(1, m.linesRequired)
    .max(rxLimits.lines, m.tooManyLines)
    .refine(noProductTwice, m.lineTwice),
  note,
});
export type RxDispense = z.input<typeof rxDispenseSchema>;

/** Commands answer the record they changed and the message to show. */
export const rxCommandResponseSchema = envelopeSchema(z.number().int(), z.null());

// ---------------------------------------------------------------------------------------------------------
// Staff: donations

export const rxDonationOptionsSchema = z.object({
  repositories: z.array(z.object({ value: z.number().int(), text: z.string() })),
  donors: z.array(z.object({ value: z.number().int(), text: z.string() })),
  products: z.array(
    z.object({
      value: z.number().int(),
      text: z.string(),
      ndc: z.string(),
      dispensingUnit: z.string(),
      packSize: z.number().int(),
    }),
  ),
  /** Whether the user acts for every repository (an Rx Connects administrator). */
  allRepositories: z.boolean(),
});
export type RxDonationOptions = z.infer<typeof rxDonationOptionsSchema>;

export const rxDonationLineSchema = z
  .object({
    productId: id(m.productRequired),
    lotNumber: text({ max: rxLimits.lotNumber, required: m.lotRequired, tooLong: m.lotInvalid }).regex(
      /^[\x21-\x7e ]+$/,
      m.lotInvalid,
    ),
    expiryDate: isoDay(m.expiryRequired),
    quantity,
    rejected: wholeNumber(0, rxLimits.quantity, m.rejectedRange),
    rejectionReason: text({ max: rxLimits.rejectionReason, tooLong: m.rejectionReasonTooLong })
      .nullish()
      .transform((v) => v || null),
  })
  .refine((line) => line.rejected <= line.quantity, { message: m.rejectedRange, path: ['rejected'] })
  .refine((line) => line.rejected === 0 || line.rejectionReason !== null, {
    message: m.rejectionReasonRequired,
    path: ['rejectionReason'],
  });
export type RxDonationLine = z.input<typeof rxDonationLineSchema>;

export const rxReceiveDonationSchema = z.object({
  repositoryId: id(m.repositoryRequired),
  donorId: id(m.donorRequired),
  receivedOn: isoDay(m.receivedOnRequired),
  lines: z.array(rxDonationLineSchema).min(1, m.linesRequired).max(rxLimits.lines, m.tooManyLines),
  note,
});
export type RxReceiveDonation = z.input<typeof rxReceiveDonationSchema>;

export const rxDonationListQuerySchema = pageQuerySchema.extend({ repositoryId: queryId().optional() });

export const rxDonationRowSchema = z.object({
  id: z.number().int(),
  repositoryName: z.string(),
  donorName: z.string(),
  receivedOn: z.string(),
  inspectedBy: z.string(),
  acceptedUnits: z.number().int(),
  rejectedUnits: z.number().int(),
});
export type RxDonationRow = z.infer<typeof rxDonationRowSchema>;
export const rxDonationListResponseSchema = pagedSchema(rxDonationRowSchema);

export const rxDonationSchema = rxDonationRowSchema.extend({
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      productName: z.string(),
      ndc: z.string(),
      dispensingUnit: z.string(),
      packSize: z.number().int(),
      lotNumber: z.string(),
      expiryDate: z.string(),
      quantity: z.number().int(),
      rejected: z.number().int(),
      rejectionReason: z.string().nullable(),
    }),
  ),
});
export type RxDonation = z.infer<typeof rxDonationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff: the monthly dispensing report

export const rxMonthlyReportQuerySchema = z.object({ repositoryId: queryId(), month: rxMonth });
export type RxMonthlyReportQuery = z.infer<typeof rxMonthlyReportQuerySchema>;

export const rxMonthlyReportSchema = z.object({
  repositoryName: z.string(),
  month: z.string(),
  /** YYYY-MM-DD: the 5th of the following month. */
  dueBy: z.string(),
  dispensed: z.array(
    z.object({
      productName: z.string(),
      ndc: z.string(),
      dispensingUnit: z.string(),
      packSize: z.number().int(),
      units: z.number().int(),
      patients: z.number().int(),
      dispensings: z.number().int(),
    }),
  ),
  received: z.array(
    z.object({
      productName: z.string(),
      ndc: z.string(),
      dispensingUnit: z.string(),
      packSize: z.number().int(),
      accepted: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
  totals: z.object({
    patients: z.number().int(),
    unitsDispensed: z.number().int(),
    unitsAccepted: z.number().int(),
    unitsRejected: z.number().int(),
  }),
});
export type RxMonthlyReport = z.infer<typeof rxMonthlyReportSchema>;
