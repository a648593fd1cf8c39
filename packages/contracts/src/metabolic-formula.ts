import { z } from 'zod';
import { Module, Role } from './access.ts';
import { verifiedAddressInputSchema } from './address.ts';
import { envelopeSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryId, text, wholeNumber } from './fields.ts';

/**
 * The metabolic formula programme (issue 31, decision 111): a state pays, as payer of last resort, for the medical
 * formula and low-protein foods of residents with an inborn error of metabolism. Staff enrol a patient (diagnosis,
 * treatment centre, residency, payer status), a pharmacist decides eligibility until a recertification date, the
 * patient's prescriptions name the approved products and a quantity a month, and orders for a period (one or three
 * months) ship from a pharmacy's stock first expiry first, each lot kept against the patient's order. Every call
 * that answers a patient is PHI (spec document 1 §8: 467/418 without MFA and the inactivity timeout).
 */

const base = 'api/MetabolicFormula';

export const metabolicFormulaPaths = {
  /** GET, MF User, PHI: patients by name, patient # or date of birth (keyset-paged). */
  patients: `${base}/Patients/GetList`,
  /** GET ?id=, MF User, PHI: a patient's enrolment, prescriptions and orders. */
  patient: `${base}/Patients/GetPatient`,
  /** POST, MF User, PHI: enrol a new patient (patientId 0) or change an enrolment's details. */
  saveEnrolment: `${base}/Patients/SaveEnrolment`,
  /** POST, MF Pharmacist, PHI: the eligibility decision, with the recertification date of an eligible patient. */
  decide: `${base}/Patients/DecideEligibility`,
  /** POST, MF User, PHI: add (id 0) or change a patient's formula prescription. */
  savePrescription: `${base}/Prescriptions/Save`,
  /** GET, MF User: supplying pharmacies and the formula products (no patient data). */
  options: `${base}/Options`,
  /** GET, MF User, PHI: the order queue by period and status (keyset-paged). */
  orders: `${base}/Orders/GetList`,
  /** POST, MF User, PHI: an order for a period, checked against the enrolment and the prescriptions. */
  createOrder: `${base}/Orders/Create`,
  /** POST, MF Technician, PHI: the order's units picked first expiry first and shipped on one ledger document. */
  shipOrder: `${base}/Orders/Ship`,
  /** POST, MF User, PHI: a submitted order is cancelled with a reason. */
  cancelOrder: `${base}/Orders/Cancel`,
  /** GET /{id}, MF User, PHI: the order (spec document 1 §7). */
  order: `${base}/MetabolicFormula/GetOrder`,
} as const;

export const metabolicFormulaAccess = {
  staff: { module: Module.MetabolicFormula, minRole: Role.User, phi: true },
  shipper: { module: Module.MetabolicFormula, minRole: Role.Technician, phi: true },
  /** The eligibility decision is a clinical review: a pharmacist of the programme or above. */
  reviewer: { module: Module.MetabolicFormula, minRole: Role.Pharmacist, phi: true },
  options: { module: Module.MetabolicFormula, minRole: Role.User },
} as const;

export const mfDiagnoses = [
  'PKU',
  'MSUD',
  'Tyrosinemia',
  'Homocystinuria',
  'Urea cycle disorder',
  'Glutaric acidemia type I',
  'Methylmalonic acidemia',
  'Propionic acidemia',
  'Other',
] as const;
export type MfDiagnosis = (typeof mfDiagnoses)[number];

/** Insurance pays first; the programme pays once insurance denied the item or its benefit is used up. */
export const mfPayerStatuses = ['Insured', 'Insurance denied', 'Benefit exhausted', 'Uninsured'] as const;
export type MfPayerStatus = (typeof mfPayerStatuses)[number];

export const mfEligibilities = ['Pending', 'Eligible', 'Ineligible'] as const;
export type MfEligibility = (typeof mfEligibilities)[number];

export const mfOrderStatuses = ['Submitted', 'Shipped', 'Cancelled'] as const;
export type MfOrderStatus = (typeof mfOrderStatuses)[number];

export const mfShippingMethods = ['Ground', 'Overnight', 'Pickup'] as const;
export type MfShippingMethod = (typeof mfShippingMethods)[number];

/** A period is one month or a three-month batch. */
export const mfBatchMonths = [1, 3] as const;

/** What a formulary product is to the programme (ndc_products.formula_kind): only these are prescribed. */
export const mfProductKinds = ['Formula', 'Low-protein food'] as const;
export type MfProductKind = (typeof mfProductKinds)[number];

export const mfLimits = {
  name: 50,
  phone: 21,
  email: 254,
  diagnosisOther: 100,
  treatmentCentre: 200,
  prescriber: 100,
  note: 500,
  unitsPerMonth: 100_000,
  orderLines: 20,
  /** Recertification is at most this many months ahead of the decision. */
  recertifyMonths: 13,
  /** A prescription is valid for at most this many days. */
  prescriptionDays: 366,
} as const;

/** Days before the recertification date from which staff are warned (the daily scheduler and the patient page). */
export const mfRecertifyWarningDays = 30;

const count = (n: number) => n.toLocaleString('en-US');

export const mfMessages = {
  patientNotFound: 'This patient is not enrolled in the metabolic formula programme.',
  orderNotFound: 'This metabolic formula order does not exist.',
  prescriptionNotFound: 'That prescription is not of this patient.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  dateOfBirthRequired: 'Date of Birth is required.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateOfBirthRange: 'Date of Birth must be a past date after 1900.',
  phoneFormat: 'Phone must be 10 digits.',
  emailFormat: 'Enter a valid email address.',
  diagnosisRequired: 'Diagnosis is required.',
  diagnosisOtherRequired: 'Name the approved inborn error of metabolism.',
  treatmentCentreRequired: 'Metabolic Treatment Centre is required.',
  residencyRequired: 'The patient must be a resident of the state.',
  payerStatusRequired: 'Payer Status is required.',
  siteRequired: 'Choose the pharmacy that ships this patient’s formula.',
  siteNotFound: 'That pharmacy site does not exist or is inactive.',
  addressRequired: 'Verify the ship-to address.',
  addressNotFound: 'No valid address was found. Please check the street, city and ZIP code.',
  shippingMethodRequired: 'Shipping Method is required.',
  duplicatePatient: 'A patient with this name and date of birth is already enrolled.',
  eligibilityRequired: 'Choose Eligible or Ineligible.',
  recertifyRequired: 'Recertify By is required for an eligible patient.',
  recertifyRange: `Recertify By must be after today and at most ${mfLimits.recertifyMonths} months ahead.`,
  decisionNoteRequired: 'Give the reason the patient is not eligible.',
  noteTooLong: `Note must be ${mfLimits.note} characters or fewer.`,
  notResident: 'A patient who is not a resident of the state cannot be found eligible.',
  insuredNotEligible:
    'The programme pays last: record the insurance denial or exhausted benefit before finding the patient eligible.',
  productRequired: 'Choose a product.',
  productNotFormula: 'That product is not a formula or low-protein food on the formulary.',
  unitsPerMonthRange: `Quantity a Month must be a whole number from 1 to ${count(mfLimits.unitsPerMonth)}.`,
  prescriberRequired: 'Prescriber or Dietitian is required.',
  validFromRequired: 'Valid From is required.',
  validToRequired: 'Valid To is required.',
  validToBeforeFrom: 'Valid To must be on or after Valid From.',
  validTooLong: `A prescription is valid for at most ${mfLimits.prescriptionDays} days.`,
  productPrescribedTwice: 'This patient already has a prescription of that product for an overlapping time.',
  periodRequired: 'Period is required.',
  periodFormat: 'Enter the period as YYYY-MM.',
  periodRange: 'Order for this month, last month or up to twelve months ahead.',
  monthsInvalid: 'A period is one month or three.',
  linesRequired: 'Add at least one product.',
  tooManyLines: `An order holds at most ${mfLimits.orderLines} products.`,
  lineTwice: 'A product is listed twice.',
  quantityRange: `Quantity must be a whole number from 1 to ${count(mfLimits.unitsPerMonth * 3)}.`,
  notEligible: (eligibility: MfEligibility) =>
    eligibility === 'Pending'
      ? 'This patient has no eligibility decision yet: orders start once a pharmacist finds them eligible.'
      : 'This patient was found ineligible: no orders can be placed.',
  lapsed: (recertifyBy: string) =>
    `This patient’s enrolment lapsed on ${recertifyBy}: recertify the patient before ordering.`,
  lapsesBeforePeriod: (recertifyBy: string) =>
    `This patient’s enrolment lapses on ${recertifyBy}, before the period starts: recertify first.`,
  notPrescribed: (product: string) =>
    `${product} is not on this patient’s prescriptions for the whole period.`,
  overPrescribed: (product: string, allowed: number, perMonth: number, months: number) =>
    `${product}: at most ${count(allowed)} units for this period (${count(perMonth)} a month for ${months} month${months === 1 ? '' : 's'}).`,
  periodTaken: (orderNumber: string) =>
    `This patient already has order ${orderNumber} for an overlapping period: change or cancel it instead.`,
  wrongStatus: (action: string, status: MfOrderStatus) => `An order that is ${status} cannot be ${action}.`,
  shipShort: (product: string, available: number) =>
    `Only ${count(available)} units of ${product} are available to ship at this pharmacy.`,
  reasonRequired: 'Give the reason.',
  reasonTooLong: `Reason must be ${mfLimits.note} characters or fewer.`,
  searchInvalid: 'Search by name, or by patient # (digits).',
  enrolled: 'The patient was enrolled.',
  saved: 'The enrolment was saved.',
  decided: 'The eligibility decision was recorded.',
  prescriptionSaved: 'The prescription was saved.',
  ordered: 'The order was placed.',
  shipped: 'The order was shipped.',
  cancelled: 'The order was cancelled.',
} as const;

const m = mfMessages;

// ---------------------------------------------------------------------------------------------------------
// Fields

function validIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date, YYYY-MM-DD, in 1900–2100 (the bound keeps it inside the date column's useful range). */
const isoDay = (required: string) =>
  z
    .string({ message: required })
    .min(1, required)
    .refine(validIsoDate, m.dateInvalid)
    .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', m.dateInvalid);

/** YYYY-MM: a period's month, in 2000–2100 (year 0000 is no PostgreSQL date: the list filter would fail). */
export const mfPeriod = z
  .string({ message: m.periodRequired })
  .min(1, m.periodRequired)
  .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, m.periodFormat);

const name = (required: string) => text({ max: mfLimits.name, required });

// ---------------------------------------------------------------------------------------------------------
// Patients: GET …/Patients/GetList, GET …/Patients/GetPatient?id=

export const mfPatientListQuerySchema = pageQuerySchema.extend({
  search: text({ max: 100, label: 'Search' })
    .regex(/^[\p{L}\p{M}0-9 ,.'-]*$/u, m.searchInvalid)
    .optional(),
  dateOfBirth: isoDay(m.dateOfBirthRequired).optional(),
  eligibility: z.enum(mfEligibilities).optional(),
});
export type MfPatientListQuery = z.infer<typeof mfPatientListQuerySchema>;

export const mfPatientRowSchema = z.object({
  patientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  diagnosis: z.enum(mfDiagnoses),
  eligibility: z.enum(mfEligibilities),
  /** YYYY-MM-DD or null (not yet decided). */
  recertifyBy: z.string().nullable(),
  /** Eligible, and the recertification date has passed: orders stop. */
  lapsed: z.boolean(),
});
export type MfPatientRow = z.infer<typeof mfPatientRowSchema>;
export const mfPatientListResponseSchema = pagedSchema(mfPatientRowSchema);

export const mfIdQuerySchema = z.object({ id: queryId() });
export const mfOrderParamsSchema = z.object({ id: queryId() });

export const mfPrescriptionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  ndc: z.string(),
  productKind: z.enum(mfProductKinds),
  dispensingUnit: z.string(),
  unitsPerMonth: z.number().int(),
  prescriber: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Valid today. */
  current: z.boolean(),
});
export type MfPrescription = z.infer<typeof mfPrescriptionSchema>;

export const mfOrderRowSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  /** YYYY-MM: the period's first month. */
  period: z.string(),
  months: z.number().int(),
  status: z.enum(mfOrderStatuses),
  /** YYYY-MM-DD: the first business day the order may ship (weekends and holidays skipped). */
  shipBy: z.string(),
  units: z.number().int(),
  createdAt: z.string(),
});
export type MfOrderRow = z.infer<typeof mfOrderRowSchema>;

export const mfEnrolmentSchema = z.object({
  patientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  diagnosis: z.enum(mfDiagnoses),
  diagnosisOther: z.string().nullable(),
  treatmentCentre: z.string(),
  stateResident: z.boolean(),
  payerStatus: z.enum(mfPayerStatuses),
  inventorySiteId: z.number().int(),
  inventorySiteName: z.string(),
  shippingMethod: z.enum(mfShippingMethods),
  address: z.object({
    street: z.string(),
    secondary: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    countyName: z.string(),
    countyId: z.number().int(),
    formattedAddress: z.string(),
  }),
  eligibility: z.enum(mfEligibilities),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  recertifyBy: z.string().nullable(),
  lapsed: z.boolean(),
  /** Eligible and within the warning days of the recertification date. */
  recertifyDueSoon: z.boolean(),
  enrolledAt: z.string(),
});
export type MfEnrolment = z.infer<typeof mfEnrolmentSchema>;

export const mfPatientResponseSchema = z.object({
  enrolment: mfEnrolmentSchema,
  prescriptions: z.array(mfPrescriptionSchema),
  /** The newest 50 orders; the order queue lists them all. */
  orders: z.array(mfOrderRowSchema),
});
export type MfPatientResponse = z.infer<typeof mfPatientResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Enrolment and eligibility

export const mfEnrolmentSaveSchema = z
  .object({
    patientId: idOrZero(),
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    dateOfBirth: isoDay(m.dateOfBirthRequired),
    phone: text({ max: 14, label: 'Phone' })
      .transform((value) => value.replace(/\D/g, ''))
      .refine((digits) => digits === '' || digits.length === 10, m.phoneFormat)
      .default(''),
    email: text({ max: mfLimits.email, label: 'Email' })
      .refine((value) => value === '' || z.email().safeParse(value).success, m.emailFormat)
      .default(''),
    diagnosis: z.enum(mfDiagnoses, { message: m.diagnosisRequired }),
    diagnosisOther: text({ max: mfLimits.diagnosisOther, label: 'Other Diagnosis' }).default(''),
    treatmentCentre: text({ max: mfLimits.treatmentCentre, required: m.treatmentCentreRequired }),
    stateResident: z.literal(true, { message: m.residencyRequired }),
    payerStatus: z.enum(mfPayerStatuses, { message: m.payerStatusRequired }),
    inventorySiteId: id(m.siteRequired),
    shippingMethod: z.enum(mfShippingMethods, { message: m.shippingMethodRequired }),
    address: verifiedAddressInputSchema,
  })
  .superRefine((form, ctx) => {
    if (form.diagnosis === 'Other' && form.diagnosisOther === '')
      ctx.addIssue({ code: 'custom', path: ['diagnosisOther'], message: m.diagnosisOtherRequired });
    if (form.dateOfBirth !== undefined && form.dateOfBirth > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: m.dateOfBirthRange });
  });
export type MfEnrolmentSave = z.infer<typeof mfEnrolmentSaveSchema>;

export const mfDecisionSchema = z
  .object({
    patientId: id(),
    eligibility: z.enum(['Eligible', 'Ineligible'], { message: m.eligibilityRequired }),
    recertifyBy: z.union([z.literal(''), isoDay(m.recertifyRequired)]).default(''),
    note: text({ max: mfLimits.note, tooLong: m.noteTooLong }).default(''),
  })
  .superRefine((form, ctx) => {
    if (form.eligibility === 'Eligible' && form.recertifyBy === '')
      ctx.addIssue({ code: 'custom', path: ['recertifyBy'], message: m.recertifyRequired });
    if (form.eligibility === 'Ineligible' && form.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: m.decisionNoteRequired });
  });
export type MfDecision = z.infer<typeof mfDecisionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Prescriptions

export const mfPrescriptionSaveSchema = z
  .object({
    id: idOrZero(),
    patientId: id(),
    productId: id(m.productRequired),
    unitsPerMonth: wholeNumber(1, mfLimits.unitsPerMonth, m.unitsPerMonthRange),
    prescriber: text({ max: mfLimits.prescriber, required: m.prescriberRequired }),
    validFrom: isoDay(m.validFromRequired),
    validTo: isoDay(m.validToRequired),
  })
  .superRefine((form, ctx) => {
    if (form.validFrom === undefined || form.validTo === undefined) return;
    if (form.validTo < form.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: m.validToBeforeFrom });
    else if (
      (Date.parse(form.validTo) - Date.parse(form.validFrom)) / 86_400_000 >=
      mfLimits.prescriptionDays
    )
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: m.validTooLong });
  });
export type MfPrescriptionSave = z.infer<typeof mfPrescriptionSaveSchema>;

// ---------------------------------------------------------------------------------------------------------
// Orders

export const mfOrderListQuerySchema = pageQuerySchema.extend({
  period: mfPeriod.optional(),
  status: z.enum(mfOrderStatuses).optional(),
});
export type MfOrderListQuery = z.infer<typeof mfOrderListQuerySchema>;
export const mfOrderListResponseSchema = pagedSchema(mfOrderRowSchema);

export const mfOrderCreateSchema = z
  .object({
    patientId: id(),
    period: mfPeriod,
    months: z.union([z.literal(1), z.literal(3)], { message: m.monthsInvalid }),
    lines: z
      .array(
        z.object({
          productId: id(m.productRequired),
          quantity: wholeNumber(1, mfLimits.unitsPerMonth * 3, m.quantityRange),
        }),
        { message: m.linesRequired },
      )
      .min(1, m.linesRequired)
      .max(mfLimits.orderLines, m.tooManyLines),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<number>();
    form.lines?.forEach((line, index) => {
      if (seen.has(line.productId))
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'productId'], message: m.lineTwice });
      seen.add(line.productId);
    });
  });
export type MfOrderCreate = z.infer<typeof mfOrderCreateSchema>;

export const mfOrderShipSchema = z.object({ orderId: id() });
export type MfOrderShip = z.infer<typeof mfOrderShipSchema>;

export const mfOrderCancelSchema = z.object({
  orderId: id(),
  reason: text({ max: mfLimits.note, required: m.reasonRequired, tooLong: m.reasonTooLong }),
});
export type MfOrderCancel = z.infer<typeof mfOrderCancelSchema>;

export const mfOrderLotSchema = z.object({
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
});

export const mfOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  dateOfBirth: z.string(),
  period: z.string(),
  months: z.number().int(),
  status: z.enum(mfOrderStatuses),
  shipBy: z.string(),
  shippingMethod: z.enum(mfShippingMethods),
  shipTo: z.string(),
  inventorySiteId: z.number().int(),
  inventorySiteName: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      ndc: z.string(),
      dispensingUnit: z.string(),
      quantity: z.number().int(),
      /** The lots the units were shipped from (empty until shipped). */
      lots: z.array(mfOrderLotSchema),
    }),
  ),
  createdBy: z.string(),
  createdAt: z.string(),
  shippedBy: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** The ledger's shipment document. */
  documentId: z.number().int().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type MfOrder = z.infer<typeof mfOrderSchema>;

// ---------------------------------------------------------------------------------------------------------
// Options and command answers

export const mfOptionsSchema = z.object({
  sites: z.array(z.object({ value: z.number().int(), text: z.string() })),
  products: z.array(
    z.object({
      value: z.number().int(),
      text: z.string(),
      ndc: z.string(),
      kind: z.enum(mfProductKinds),
      dispensingUnit: z.string(),
    }),
  ),
});
export type MfOptions = z.infer<typeof mfOptionsSchema>;

/** A command's answer: the record it made or changed (`value`), and the message to show. */
export const mfCommandResponseSchema = envelopeSchema(z.number().int(), z.null());
