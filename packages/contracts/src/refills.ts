import { z } from 'zod';
import { envelopeSchema, messageClassSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, queryId, queryIdOrZero, text } from './fields.ts';
import { refillItemStockSchema, refillLotChoiceSchema } from './refill-stock.ts';

/**
 * Refills (issue 15; spec document 1 §2.3, §3, §4.7, §4.8, §5, §7, §8; docs/decisions/058-refills.md).
 *
 * A refill shipment is filled from one inventory site of a pharmacy facility and holds one patient's
 * prescriptions (items). It is created from the dashboard's Refill Requests widget (scan or type an Rx number:
 * GetRxData, then ValidateAndSaveRxData) or from a home-delivery request, and worked through the steps of
 * §4.7 on the fulfilment pages (Inventory Technician, PHI: multi-factor session with the inactivity timeout).
 * The widget's calls answer no patient data and need Inventory at User only (decision 067).
 */

// ---------------------------------------------------------------------------------------------------------
// Steps (§4.7)

export const refillSteps = {
  NotSubmitted: -1,
  ProductPrep: 0,
  ShippingPrep: 1,
  QcCheck: 2,
  PendingShipment: 3,
  Completed: 4,
  Delivered: 5,
} as const;
export type RefillStep = (typeof refillSteps)[keyof typeof refillSteps];
export const refillStepValues = [-1, 0, 1, 2, 3, 4, 5] as const satisfies readonly RefillStep[];

/** Internal names: the fulfilment pages show these. */
export const refillStepNames: Record<RefillStep, string> = {
  [-1]: 'Not Submitted',
  0: 'Product Prep',
  1: 'Shipping Prep',
  2: 'QC Check',
  3: 'Pending Shipment',
  4: 'Completed',
  5: 'Delivered',
};

export function refillStepName(step: number): string {
  return refillStepNames[step as RefillStep] ?? 'Step Not Found';
}

/** The dashboard widget's label of a step (§4.7), 'Step Not Found' for anything else. */
export function refillStepLabel(step: number): string {
  switch (step) {
    case -1:
      return 'Not Submitted';
    case 0:
    case 1:
      return 'Submitted';
    case 2:
      return 'In Progress';
    case 3:
      return 'Fulfilled';
    case 4:
      return 'Shipped';
    case 5:
      return 'Delivered';
    default:
      return 'Step Not Found';
  }
}

/**
 * The state of a shipment for staff (issue 27 point 9): the dashboard's word (§4.7) everywhere, so one state has
 * one word, with the step's name beside it where the two differ ('In Progress · QC Check'), since staff work by
 * step. Not Submitted and Delivered are their own name.
 */
export function refillStepText(step: number): string {
  const label = refillStepLabel(step);
  const name = refillStepName(step);
  return label === name ? label : `${label} · ${name}`;
}

/** A shipment is open until Completed: its Rx numbers cannot go on another shipment meanwhile. */
export function isOpenRefillStep(step: number): boolean {
  return step < refillSteps.Completed;
}

/** Items are added and removed only while the shipment is Not Submitted or in Product Prep. */
export function canEditRefillItems(step: number): boolean {
  return step === refillSteps.NotSubmitted || step === refillSteps.ProductPrep;
}

/** Steps only move forward, one at a time; null at Delivered. */
export function nextRefillStep(step: number): RefillStep | null {
  return step >= refillSteps.NotSubmitted && step < refillSteps.Delivered ? ((step + 1) as RefillStep) : null;
}

/** Leaving QC Check (2 → 3) needs Inventory at Pharmacist, and every item verified by its scanned barcode. */
export const qcStep = refillSteps.QcCheck;

export const refillLimits = {
  rxNumber: 8,
  /** A scanned label (text around the Rx number) or a typed number, before the digits are taken. */
  rxInput: 100,
  quantityMax: 9999,
  barcode: 200,
  /** The widget's page size (spec §9: set by the server, not shown). */
  widgetPageSize: 10,
  /** The widget pages no further than this (10 × 500 = 5,000 recent shipments). */
  widgetMaxPage: 500,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Messages (verbatim where the spec gives them)

export const refillMessages = {
  /** §5: shown as a WARNING (messageClass 'warning') when several inventories can fill the Rx and none is chosen. */
  multipleInventories: 'Multiple Inventories tied to Rx Number, please select one. Then scan again.',
  /** §5: shown as an ERROR (messageClass 'error') when no inventory can fill the Rx. */
  noInventories: 'No Inventories tied to Rx Number.',
  /** §4.8 progress texts and success toast (the widget shows them). */
  gettingRxInfo: 'Getting Rx Info...',
  creatingRefill: 'Creating Refill...',
  redirecting: 'Redirecting to Refill...',
  created: 'Refill Request Created Successfully',
  /** §2.3 button labels. */
  createButton: 'Create New Refill Request',
  facilityNoRequests: 'Facility does not Support Requests',
  selectFacility: 'Select Facility To Create Request',

  rxRequired: 'Rx Number is required.',
  rxInvalid: 'Rx Number must be 1 to 8 digits.',
  rxNotOnLabel: 'The scanned label does not carry an Rx Number.',
  rxNotFound: (rx: string) => `Rx Number ${rx} was not found in QS1.`,
  rxInactive: (rx: string) => `Rx Number ${rx} is inactive in QS1 and cannot be refilled.`,
  rxNoRefills: (rx: string) => `Rx Number ${rx} has no refills remaining.`,
  rxOnOpenShipment: (rx: string, shipmentId: number) =>
    `Rx Number ${rx} is already on refill shipment ${shipmentId}, which is not completed yet.`,
  inventoryNotTied: 'The chosen inventory is not tied to this Rx Number.',
  rxNoNdc: (rx: string) => `Rx Number ${rx} has no NDC in QS1, so it cannot be filled.`,
  facilityNotFound: 'This facility does not exist.',
  inventoryNotFound: 'This inventory does not exist or is inactive.',
  facilityNotPharmacy: 'Facility does not Support Requests.',
  qs1Unavailable: 'QS1 could not be reached. Please try again in a minute.',

  shipmentNotFound: 'This refill shipment does not exist.',
  changedMeanwhile:
    'Someone else moved this shipment since you opened it. The page now shows its current step.',
  stepInvalid: 'Step must be one of -1, 0, 1, 2, 3, 4, 5.',
  searchDigits: 'Search by Rx Number (digits).',
  illegalStep: (from: number, to: number) =>
    `A shipment in ${refillStepName(from)} cannot be moved to ${refillStepName(to)}.`,
  moved: (to: number) => `The shipment is now in ${refillStepName(to)}.`,
  noItems: 'Add at least one prescription before moving the shipment on.',
  itemsLocked:
    'Prescriptions can only be added or removed while the shipment is Not Submitted or in Product Prep.',
  itemNotFound: 'This prescription is not on the shipment.',
  itemAdded: (rx: string) => `Rx Number ${rx} was added.`,
  itemRemoved: (rx: string) => `Rx Number ${rx} was removed.`,
  alreadyOnShipment: (rx: string) => `Rx Number ${rx} is already on this shipment.`,
  otherPatient: 'This Rx belongs to another patient than the shipment.',
  quantityInvalid: `Quantity must be a whole number from 1 to ${refillLimits.quantityMax}.`,
  qcNeedsPharmacist: 'Only an Inventory Pharmacist can verify items and pass the QC Check.',
  qcOnlyAtQc: 'Items are verified while the shipment is in QC Check.',
  qcNotVerified: 'Verify every item by scanning its product before passing the QC Check.',
  barcodeRequired: 'Scan the product barcode.',
  barcodeUnreadable: 'No NDC could be read from the scanned barcode.',
  barcodeMismatch: (scanned: string, expected: string) =>
    `The scanned product (NDC ${scanned}) does not match this item's NDC ${expected}.`,
  itemVerified: (rx: string) => `Rx Number ${rx} verified.`,
  itemAlreadyVerified: (rx: string) => `Rx Number ${rx} is already verified.`,
  noRefillsAtCompletion: (rx: string) =>
    `Rx Number ${rx} has no refills remaining; remove it before completing the shipment.`,

  homeDeliveryNotFound: 'This refill request does not exist.',
  homeDeliveryNotReceived: 'Only a Received refill request can become a shipment.',
  homeDeliveryNoLines: 'This refill request has no prescriptions.',
  homeDeliveryCreated: (shipmentId: number) =>
    `Refill shipment ${shipmentId} was created; the request is now In Process.`,
} as const;

/**
 * §5 for the widget: the message to show after GetRxData when the Rx has no single inventory and none was
 * chosen (null: go on to ValidateAndSaveRxData). ValidateAndSaveRxData answers the same with the same class.
 */
export function rxInventoryCheck(
  inventories: readonly { inventorySiteId: number }[],
  chosenInventorySiteId: number | null | undefined,
): { message: string; messageClass: 'warning' | 'error' } | null {
  if (inventories.length === 0) return { message: refillMessages.noInventories, messageClass: 'error' };
  if (chosenInventorySiteId && inventories.some((i) => i.inventorySiteId === chosenInventorySiteId))
    return null;
  if (inventories.length === 1) return null;
  return { message: refillMessages.multipleInventories, messageClass: 'warning' };
}

/**
 * An Rx number from what was typed or scanned (decision 058). Typed: digits only, 1 to 8. Scanned: a label
 * carries more than the number (e.g. 'RX# 10000001-02', the fill number after a hyphen), so the first run of
 * digits is taken, which must be 1 to 8 long. Null when there is none.
 */
export function rxNumberFromInput(input: string, scanned: boolean): string | null {
  const t = input.trim();
  if (!scanned) return /^\d{1,8}$/.test(t) ? t : null;
  const run = t.match(/\d+/)?.[0];
  return run && run.length <= refillLimits.rxNumber ? run : null;
}

/** The Rx number from what was typed or scanned, or why there is none (required, not on the label, invalid). */
export function readRxNumber(input: string, scanned: boolean): { rx: string } | { error: string } {
  if (input.trim() === '') return { error: refillMessages.rxRequired };
  const rx = rxNumberFromInput(input, scanned);
  if (rx === null) return { error: scanned ? refillMessages.rxNotOnLabel : refillMessages.rxInvalid };
  return { rx };
}

// ---------------------------------------------------------------------------------------------------------
// Paths (§7)

const fulfillment = 'api/Inventory/RxFulfillment';

export const refillPaths = {
  /** GET …/{facilityId}?silent&page (Inventory User; the caller's facility, else 403). */
  recentRefills: 'api/Inventory/RxFulfillmentUser/GetRecentRefillsByFacility',
  /** GET ?rxNumber&scanned&isUser&isFacility[&facilityId] (Inventory User): the Rx and its inventories. */
  getRxData: 'api/Inventory/QS1/GetRxData',
  /** POST ?isUser&inventorySiteId&facilityId, body the Rx data (Inventory User): creates the shipment. */
  validateAndSaveRxData: 'api/Inventory/QS1/ValidateAndSaveRxData',
  /** GET (fulfilment, PHI): facilities and inventory sites the caller may filter by. */
  filterOptions: `${fulfillment}/GetFilterOptions`,
  /** GET (fulfilment, PHI): the shipment list, keyset-paged. */
  list: `${fulfillment}/GetList`,
  /** GET ?shipmentId&inventoryId (fulfilment, PHI): one shipment with items, patient and step history. */
  shipment: `${fulfillment}/GetShipment`,
  /** POST (fulfilment, PHI): add an Rx while Not Submitted / Product Prep. */
  addItem: `${fulfillment}/AddItem`,
  /** POST (fulfilment, PHI): remove an item while Not Submitted / Product Prep. */
  removeItem: `${fulfillment}/RemoveItem`,
  /** POST (fulfilment, PHI): move to the next step; `fromStep` is the step the page showed (409 otherwise). */
  moveStep: `${fulfillment}/MoveStep`,
  /** POST (Inventory Pharmacist, PHI): verify an item at QC Check by its scanned barcode. */
  verifyItem: `${fulfillment}/VerifyItem`,
  /** GET ?shipmentId&itemId&lotId (fulfilment, PHI): the lots an allocated lot could be changed to. */
  lotChoices: `${fulfillment}/GetLotChoices`,
  /** POST (fulfilment, PHI): move an item's units to another lot, confirmed by its scanned or typed number. */
  changeLot: `${fulfillment}/ChangeLot`,
  /** POST (fulfilment, PHI): turn a Received home-delivery request into a shipment; the request → In Process. */
  fromHomeDelivery: `${fulfillment}/CreateFromHomeDelivery`,
} as const;

export function recentRefillsPath(facilityId: number): string {
  return `${refillPaths.recentRefills}/${facilityId}`;
}

const queryBool = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false.` })
    .optional()
    .transform((v) => v === 'true');

// ---------------------------------------------------------------------------------------------------------
// Widget: GET …/GetRecentRefillsByFacility/{facilityId}?silent&page

export const recentRefillsParamsSchema = z.object({ facilityId: queryId() });
export const recentRefillsQuerySchema = z.object({
  silent: queryBool('silent'),
  page: z.coerce
    .number({ message: `Page must be a whole number from 1 to ${refillLimits.widgetMaxPage}.` })
    .int(`Page must be a whole number from 1 to ${refillLimits.widgetMaxPage}.`)
    .min(1, `Page must be a whole number from 1 to ${refillLimits.widgetMaxPage}.`)
    .max(refillLimits.widgetMaxPage, `Page must be a whole number from 1 to ${refillLimits.widgetMaxPage}.`)
    .default(1),
});
export type RecentRefillsQuery = z.input<typeof recentRefillsQuerySchema>;

/** §3 "Refill shipment", newest first; `inventoryName` is an addition. */
export const refillShipmentSummarySchema = z.object({
  shipmentId: z.number().int(),
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  currentStep: z.number().int(),
  rxCount: z.number().int(),
  /** ISO timestamp. */
  dateCreated: z.string(),
});
export type RefillShipmentSummary = z.infer<typeof refillShipmentSummarySchema>;
/** model: the page's rows (at most refillLimits.widgetPageSize); value: true when there are no more pages. */
export const recentRefillsResponseSchema = envelopeSchema(z.boolean(), z.array(refillShipmentSummarySchema));

// ---------------------------------------------------------------------------------------------------------
// Widget: GET api/Inventory/QS1/GetRxData

/**
 * `rxNumber` as typed or scanned (scanned=true: the label's first run of digits is the number). `isUser`
 * is accepted as the spec sends it (every caller is a signed-in user). `isFacility=true` limits the
 * inventories to the caller's facilities; `facilityId` (addition) limits them to that facility (the widget's
 * selected one), which must be the caller's.
 */
export const rxDataQuerySchema = z.object({
  rxNumber: text({ max: refillLimits.rxInput, label: 'Rx Number', trim: false }).default(''),
  scanned: queryBool('scanned'),
  isUser: queryBool('isUser'),
  isFacility: queryBool('isFacility'),
  facilityId: queryIdOrZero().default(0),
});
export type RxDataQuery = z.input<typeof rxDataQuerySchema>;
/** As the server reads it. */
export type RxDataParams = z.output<typeof rxDataQuerySchema>;

export const rxInventorySchema = z.object({
  inventorySiteId: z.number().int(),
  inventoryName: z.string(),
  facilityId: z.number().int(),
});
export type RxInventory = z.infer<typeof rxInventorySchema>;

/**
 * §3 "Rx data response" (not an envelope: the spec reads errorMessage). errorMessage (messageClass 'error')
 * is set for an Rx that cannot be refilled (invalid, unknown, inactive, no refills, on an open shipment);
 * the inventory-count messages are the widget's own (rxInventoryCheck), as §5 says.
 * Nothing of the prescription (drug, refills) nor its patient: the call is not PHI (decision 067).
 */
export const rxDataSchema = z.object({
  /** The Rx number read from the input; '' when none could be read. */
  rxNumber: z.string(),
  errorMessage: z.string().nullable(),
  messageClass: messageClassSchema.nullable(),
  inventories: z.array(rxInventorySchema),
});
export type RxData = z.infer<typeof rxDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// Widget: POST api/Inventory/QS1/ValidateAndSaveRxData?isUser&inventorySiteId&facilityId

export const validateAndSaveQuerySchema = z.object({
  isUser: queryBool('isUser'),
  /** 0 or absent: none chosen (the Rx's only inventory is used; several → the §5 warning). */
  inventorySiteId: queryIdOrZero().default(0),
  facilityId: queryId('Facility is required.'),
});
export type ValidateAndSaveQuery = z.input<typeof validateAndSaveQuerySchema>;
export type ValidateAndSaveParams = z.output<typeof validateAndSaveQuerySchema>;

/** The body is the Rx data GetRxData answered; only rxNumber is read (the server reads QS1 again). */
export const validateAndSaveBodySchema = z.object({
  rxNumber: text({ max: refillLimits.rxInput, label: 'Rx Number' }),
});
export type ValidateAndSaveBody = z.input<typeof validateAndSaveBodySchema> & Partial<RxData>;

/**
 * errorMessage null: created (show refillMessages.created, go to pharmacy/fulfillment/edit/{shipmentId}/{inventoryId}).
 * Otherwise show errorMessage with messageClass ('warning' only for multipleInventories).
 */
export const validateAndSaveResultSchema = z.object({
  errorMessage: z.string().nullable(),
  messageClass: messageClassSchema.nullable(),
  shipmentId: z.number().int().nullable(),
  inventoryId: z.number().int().nullable(),
});
export type ValidateAndSaveResult = z.infer<typeof validateAndSaveResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Fulfilment list: GET …/GetFilterOptions and …/GetList

export const refillFilterOptionsSchema = z.object({
  facilities: z.array(z.object({ value: z.number().int(), text: z.string() })),
  inventorySites: z.array(
    z.object({ value: z.number().int(), text: z.string(), facilityId: z.number().int() }),
  ),
});
export type RefillFilterOptions = z.infer<typeof refillFilterOptionsSchema>;
export const refillFilterOptionsResponseSchema = envelopeSchema(refillFilterOptionsSchema, z.null());

/** 'open' = every step before Completed (the default); '' = all; or one step. */
export const refillStepFilters = ['open', '', '-1', '0', '1', '2', '3', '4', '5'] as const;
export type RefillStepFilter = (typeof refillStepFilters)[number];

/** Sorted by dateCreated (the only sort field), newest first unless sortOrder=asc. `search`: Rx number digits. */
export const refillListQuerySchema = pageQuerySchema.extend({
  facilityId: queryIdOrZero().default(0),
  inventorySiteId: queryIdOrZero().default(0),
  step: z.enum(refillStepFilters, { message: refillMessages.stepInvalid }).default('open'),
});
export type RefillListQuery = z.input<typeof refillListQuerySchema>;
export type RefillListParams = z.output<typeof refillListQuerySchema>;

export const refillListRowSchema = z.object({
  shipmentId: z.number().int(),
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  currentStep: z.number().int(),
  rxCount: z.number().int(),
  /** "Last, First" of the shipment's patient; null before it has an item. */
  patientName: z.string().nullable(),
  createdByName: z.string(),
  dateCreated: z.string(),
});
export type RefillListRow = z.infer<typeof refillListRowSchema>;
export const refillListResponseSchema = pagedSchema(refillListRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Shipment page: GET …/GetShipment?shipmentId&inventoryId

export const refillShipmentQuerySchema = z.object({ shipmentId: queryId(), inventoryId: queryId() });

export const refillPatientSchema = z.object({
  patientId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type RefillPatient = z.infer<typeof refillPatientSchema>;

export const refillItemSchema = z.object({
  itemId: z.number().int(),
  rxNumber: z.string(),
  /** Hyphenated package NDC. */
  ndc: z.string(),
  drugName: z.string(),
  /** The formulary's product and package, null when the NDC is not in the formulary. */
  productName: z.string().nullable(),
  packageDescription: z.string().nullable(),
  /** Whole units of the product's dispensing unit (tablets, mL…), as stock counts them (decision 103). */
  quantity: z.number().int(),
  /** The prescription now (QS1). */
  refillsRemaining: z.number().int(),
  isActive: z.boolean(),
  qcVerifiedAt: z.string().nullable(),
  qcVerifiedByName: z.string().nullable(),
  /** The lots set aside for it (decision 103). */
  stock: refillItemStockSchema,
});
export type RefillItem = z.infer<typeof refillItemSchema>;

export const refillStepHistorySchema = z.object({
  id: z.number().int(),
  fromStep: z.number().int().nullable(),
  toStep: z.number().int(),
  at: z.string(),
  byName: z.string(),
});
export type RefillStepHistory = z.infer<typeof refillStepHistorySchema>;

export const refillShipmentDetailSchema = z.object({
  shipmentId: z.number().int(),
  inventoryId: z.number().int(),
  inventoryName: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  currentStep: z.number().int(),
  dateCreated: z.string(),
  createdByName: z.string(),
  /** The home-delivery request it was made from, if any. */
  homeDeliveryRequestId: z.number().int().nullable(),
  patient: refillPatientSchema.nullable(),
  items: z.array(refillItemSchema),
  history: z.array(refillStepHistorySchema),
  /** The step MoveStep may go to now, or null. */
  nextStep: z.number().int().nullable(),
  canEditItems: z.boolean(),
  /** The caller is an Inventory Pharmacist (verify items, pass QC Check). */
  isPharmacist: z.boolean(),
  /** Allocated lots may be changed (Product Prep until Completed). */
  canChangeLots: z.boolean(),
});
export type RefillShipmentDetail = z.infer<typeof refillShipmentDetailSchema>;
export const refillShipmentResponseSchema = envelopeSchema(refillShipmentDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Commands: each answers the shipment as it is now (envelope value), with message and messageClass.

const stepSchema = z
  .number({ message: refillMessages.stepInvalid })
  .int(refillMessages.stepInvalid)
  .min(-1, refillMessages.stepInvalid)
  .max(5, refillMessages.stepInvalid);

/** `currentStep`: the step the page showed (concurrency stamp; 409 when it moved meanwhile). */
export const refillAddItemSchema = z.object({
  shipmentId: id(),
  currentStep: stepSchema,
  rxNumber: text({ max: refillLimits.rxInput, label: 'Rx Number' }),
  /** Typed (false) or scanned (true) as for GetRxData. */
  scanned: z.boolean().default(false),
  /** Absent: the prescription's dispense quantity. */
  quantity: z
    .number({ message: refillMessages.quantityInvalid })
    .int(refillMessages.quantityInvalid)
    .min(1, refillMessages.quantityInvalid)
    .max(refillLimits.quantityMax, refillMessages.quantityInvalid)
    .optional(),
});
export type RefillAddItem = z.input<typeof refillAddItemSchema>;

export const refillRemoveItemSchema = z.object({ shipmentId: id(), currentStep: stepSchema, itemId: id() });
export type RefillRemoveItem = z.input<typeof refillRemoveItemSchema>;

export const refillMoveStepSchema = z.object({ shipmentId: id(), fromStep: stepSchema, toStep: stepSchema });
export type RefillMoveStep = z.input<typeof refillMoveStepSchema>;

export const refillVerifyItemSchema = z.object({
  shipmentId: id(),
  itemId: id(),
  barcode: text({ max: refillLimits.barcode, required: refillMessages.barcodeRequired }),
});
export type RefillVerifyItem = z.input<typeof refillVerifyItemSchema>;

export const refillCommandResponseSchema = envelopeSchema(refillShipmentDetailSchema, z.null());

/** POST …/CreateFromHomeDelivery: every Rx of the request must be tied to the chosen inventory site. */
export const refillFromHomeDeliverySchema = z.object({
  requestId: id(),
  inventorySiteId: id('Inventory is required.'),
});
export type RefillFromHomeDelivery = z.input<typeof refillFromHomeDeliverySchema>;
export const refillFromHomeDeliveryResponseSchema = envelopeSchema(
  z.object({ shipmentId: z.number().int(), inventoryId: z.number().int() }),
  z.null(),
);

export const refillLotChoicesResponseSchema = envelopeSchema(z.array(refillLotChoiceSchema), z.null());

/** The allocated lots of an item may be changed from Product Prep until the shipment is Completed. */
export function canChangeRefillLots(step: number): boolean {
  return step >= refillSteps.ProductPrep && step < refillSteps.Completed;
}
