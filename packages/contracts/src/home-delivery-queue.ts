import { z } from 'zod';
import { envelopeSchema, pagedSchema, pageQuerySchema } from './envelope.ts';
import { id, queryId, text } from './fields.ts';

/**
 * The pharmacy's home-delivery refill queue (issue 14; docs/decisions/055-home-delivery-queue.md): staff with
 * Inventory at Technician or above (PHI: a multi-factor session with the inactivity timeout) work the refill
 * requests of the public form (home-delivery.ts) from Received to Shipped or Cancelled.
 */

const base = 'api/Pharmacy/HomeDelivery';

export const homeDeliveryQueuePaths = {
  /** GET, staff: the queue (keyset-paged). */
  list: `${base}/GetList`,
  /** GET ?search=, staff: how many requests each status holds under the queue's search. */
  statusCounts: `${base}/GetStatusCounts`,
  /** GET ?id=, staff: the request, each Rx re-checked against QS1 now, and its status history. */
  request: `${base}/GetRequest`,
  /** POST, staff: move the request to its next status. */
  changeStatus: `${base}/ChangeStatus`,
} as const;

export const homeDeliveryStatuses = ['Received', 'In Process', 'Shipped', 'Cancelled'] as const;
export type HomeDeliveryStatus = (typeof homeDeliveryStatuses)[number];

/** Statuses the pharmacy still has to act on: the queue's default and the public form's duplicate check. */
export const openHomeDeliveryStatuses = [
  'Received',
  'In Process',
] as const satisfies readonly HomeDeliveryStatus[];

const transitions: Record<HomeDeliveryStatus, readonly HomeDeliveryStatus[]> = {
  Received: ['In Process', 'Cancelled'],
  'In Process': ['Shipped', 'Cancelled'],
  Shipped: [],
  Cancelled: [],
};

/** The statuses a request in `status` may move to, in the order the page offers them. */
export function nextHomeDeliveryStatuses(status: HomeDeliveryStatus): readonly HomeDeliveryStatus[] {
  return transitions[status];
}

export function isHomeDeliveryTransition(from: HomeDeliveryStatus, to: HomeDeliveryStatus): boolean {
  return transitions[from].includes(to);
}

export const homeDeliveryLimits = { note: 500, trackingNumber: 100 } as const;

export const homeDeliveryQueueMessages = {
  notFound: 'This refill request does not exist.',
  statusInvalid: 'Status is not known.',
  illegalTransition: (from: HomeDeliveryStatus, to: HomeDeliveryStatus) =>
    `A request that is ${from} cannot be moved to ${to}.`,
  changedMeanwhile:
    'Someone else changed this request since you opened it. The page now shows its current status.',
  reasonRequired: 'Enter the reason for cancelling.',
  reasonTooLong: `Reason cannot be longer than ${homeDeliveryLimits.note} characters.`,
  trackingTooLong: `Tracking number cannot be longer than ${homeDeliveryLimits.trackingNumber} characters.`,
  trackingOnlyWhenShipped: 'A tracking number is only recorded when the request is shipped.',
  moved: (to: HomeDeliveryStatus) => `The request is now ${to}.`,
  searchDigits: 'Search by Rx number or phone number digits.',
  lineNotFound: 'Not found: QS1 no longer has this Rx for this phone number.',
  lineInactive: 'Inactive in QS1: cannot be filled.',
  lineNoRefills: 'No refills remaining in QS1.',
} as const;

/** The last four digits of a phone number, the rest masked: the queue shows no more than that. */
export function maskedPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length >= 4 ? `•••-•••-${digits.slice(-4)}` : '•••';
}

/** Whole days between `submittedAt` and `now` (0 on the day it came in). */
export function ageInDays(submittedAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(submittedAt).getTime()) / 86_400_000));
}

// ---------------------------------------------------------------------------------------------------------
// Queue: GET …/GetList

/** 'open' = Received and In Process (the default), '' = every status. */
export const homeDeliveryStatusFilters = ['open', '', ...homeDeliveryStatuses] as const;
export type HomeDeliveryStatusFilter = (typeof homeDeliveryStatusFilters)[number];

/**
 * GET …/GetList. Oldest first (sortField submittedAt; the only sort). `search` finds an Rx number or the
 * digits of the phone number; only its digits are used.
 */
export const homeDeliveryListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(homeDeliveryStatusFilters, { message: homeDeliveryQueueMessages.statusInvalid })
    .default('open'),
});
export type HomeDeliveryListQuery = z.infer<typeof homeDeliveryListQuerySchema>;

/** GET …/GetStatusCounts: the queue's search; the answer counts every status. */
export const homeDeliveryStatusCountsQuerySchema = homeDeliveryListQuerySchema.pick({ search: true });
export const homeDeliveryStatusCountsSchema = z.array(
  z.object({ status: z.enum(homeDeliveryStatuses), count: z.number().int() }),
);
export type HomeDeliveryStatusCounts = z.infer<typeof homeDeliveryStatusCountsSchema>;

export const homeDeliveryRowSchema = z.object({
  id: z.number().int(),
  submittedAt: z.string(),
  /** Last four digits only (maskedPhone). */
  phoneMasked: z.string(),
  prescriptionCount: z.number().int(),
  status: z.enum(homeDeliveryStatuses),
});
export type HomeDeliveryRow = z.infer<typeof homeDeliveryRowSchema>;
export const homeDeliveryListResponseSchema = pagedSchema(homeDeliveryRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Request page: GET …/GetRequest?id=

export const homeDeliveryIdQuerySchema = z.object({ id: queryId() });

/** One Rx of the request as QS1 answers now; `problem` is null when it can still be filled. */
export const homeDeliveryLineSchema = z.object({
  rxNumber: z.string(),
  /** Refills QS1 reported when the patient asked. */
  refillsAtRequest: z.number().int(),
  /** Null when QS1 no longer finds the prescription for this phone. */
  drugName: z.string().nullable(),
  refillsRemaining: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type HomeDeliveryLine = z.infer<typeof homeDeliveryLineSchema>;

export const homeDeliveryHistorySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** "First Last", or "Public form" for the patient's own submission. */
  byName: z.string(),
  fromStatus: z.enum(homeDeliveryStatuses).nullable(),
  toStatus: z.enum(homeDeliveryStatuses),
  note: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** At Shipped: whether the patient was emailed (QS1 had an address). Null for other steps. */
  patientEmailed: z.boolean().nullable(),
});
export type HomeDeliveryHistory = z.infer<typeof homeDeliveryHistorySchema>;

export const homeDeliveryDetailSchema = z.object({
  id: z.number().int(),
  phoneNumber: z.string(),
  status: z.enum(homeDeliveryStatuses),
  submittedAt: z.string(),
  trackingNumber: z.string().nullable(),
  lines: z.array(homeDeliveryLineSchema),
  history: z.array(homeDeliveryHistorySchema),
  nextStatuses: z.array(z.enum(homeDeliveryStatuses)),
});
export type HomeDeliveryDetail = z.infer<typeof homeDeliveryDetailSchema>;
export const homeDeliveryDetailResponseSchema = envelopeSchema(homeDeliveryDetailSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// POST …/ChangeStatus

/**
 * `fromStatus` is the status the page showed: a request someone else moved meanwhile is refused (409) rather
 * than moved twice. A cancel needs a reason (`note`); a tracking number goes with Shipped only.
 */
export const homeDeliveryChangeStatusSchema = z
  .object({
    id: id(),
    fromStatus: z.enum(homeDeliveryStatuses, { message: homeDeliveryQueueMessages.statusInvalid }),
    toStatus: z.enum(homeDeliveryStatuses, { message: homeDeliveryQueueMessages.statusInvalid }),
    note: text({
      max: homeDeliveryLimits.note,
      label: 'Note',
      tooLong: homeDeliveryQueueMessages.reasonTooLong,
    }).default(''),
    trackingNumber: text({
      max: homeDeliveryLimits.trackingNumber,
      tooLong: homeDeliveryQueueMessages.trackingTooLong,
    }).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.toStatus === 'Cancelled' && body.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: homeDeliveryQueueMessages.reasonRequired });
    if (body.toStatus !== 'Shipped' && body.trackingNumber !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: homeDeliveryQueueMessages.trackingOnlyWhenShipped,
      });
  });
export type HomeDeliveryChangeStatus = z.input<typeof homeDeliveryChangeStatusSchema>;
export const homeDeliveryChangeStatusResponseSchema = envelopeSchema(homeDeliveryDetailSchema, z.null());
