import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, queryIdOrZero, text } from './fields.ts';
import { expiryWindows, lowStockMonths, shipmentProgrammeFilter } from './reports.ts';

/**
 * Report subscriptions (issue 32, decision 113): from a report's page a user subscribes to it, daily, weekly or
 * monthly, with the filters on screen. The daily job delivers each one once per period: an in-app notification and
 * an email (on the user's channels for "Report delivered") with the report's headline figures and a link that opens
 * the report with those filters. The notifications tab lists them (`…/notifications/{userId}/reports/{id}`).
 */

const base = 'api/Reporting/Subscriptions';

export const reportSubscriptionPaths = {
  /** GET ?userId=: the user's subscriptions (their own, or any user's for a user administrator). */
  list: `${base}/GetList`,
  /** POST: subscribes the signed-in user to a report they may open. */
  save: `${base}/Save`,
  /** POST { id, frequency }: changes how often one is delivered. */
  setFrequency: `${base}/SetFrequency`,
  /** POST { id }: ends one. */
  remove: `${base}/Delete`,
  /** POST { id }: delivers one of the user's own at once, leaving its schedule (decision 117). */
  sendNow: `${base}/SendNow`,
} as const;

/** The `{el}` of the notifications tab's route that opens the subscriptions, `{reportId}` naming one. */
export const subscriptionsElement = 'reports';

export const subscriptionFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];
export const frequencyLabels: Record<SubscriptionFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly (Mondays)',
  monthly: 'Monthly (the 1st)',
};

/** At most this many subscriptions per user: each is a query every period. */
export const maxSubscriptions = 20;

export const subscriptionMessages = {
  saved: 'Subscribed. The report will be delivered as chosen, in the app and by email.',
  frequencyChanged: 'Delivery changed.',
  removed: 'Subscription removed.',
  sent: 'Sent: it is in your notifications, and by email if "Report delivered" is set to email.',
  notFound: 'That subscription does not exist.',
  duplicate: 'You already have this subscription.',
  tooMany: `You can have at most ${maxSubscriptions} report subscriptions. Remove one first.`,
  frequencyRequired: 'Choose how often.',
  notSubscribable: 'That report cannot be subscribed to.',
} as const;

const search = text({ max: 200, label: 'Search' }).optional();
/** How often, as a body's field: refused with the message people see. */
export const frequencySchema = z.enum(subscriptionFrequencies, {
  message: subscriptionMessages.frequencyRequired,
});

/**
 * The filters each subscribable report keeps. A period report's period (the stock ledger, adjustments) is not kept:
 * each delivery covers the period just ended (yesterday, the last 7 days, or last month).
 */
export const subscriptionFilterSchemas = {
  reportStockLedger: z.object({ siteId: queryIdOrZero().default(0), search }),
  reportAdjustments: z.object({ siteId: queryIdOrZero().default(0), search }),
  reportRepackYield: z.object({ siteId: queryIdOrZero().default(0), search }),
  reportShipments: z.object({
    siteId: queryIdOrZero().default(0),
    programme: shipmentProgrammeFilter,
    search,
  }),
  reportExpiringStock: z.object({
    siteId: queryIdOrZero().default(0),
    within: z.enum(expiryWindows).default('90'),
    search,
  }),
  reportStockUsage: z.object({
    siteId: queryIdOrZero().default(0),
    lowBelow: z.enum(lowStockMonths).default('1'),
    lowOnly: z.enum(['true', 'false']).default('false'),
    search,
  }),
  reportCountVariance: z.object({ siteId: queryIdOrZero().default(0), search }),
  reportHelpDesk: z.object({ categoryId: queryIdOrZero().default(0) }),
  reportRxConnects: z.object({ search }),
  reportHeros: z.object({ roundId: queryIdOrZero().default(0), search }),
} as const;
export type SubscribableReport = keyof typeof subscriptionFilterSchemas;

/** Reports over a period: each delivery covers the period just ended (see subscriptionFilterSchemas). */
export const periodReports: readonly SubscribableReport[] = [
  'reportStockLedger',
  'reportAdjustments',
  'reportShipments',
  'reportRepackYield',
  'reportCountVariance',
  'reportHelpDesk',
  'reportRxConnects',
];

/**
 * POST …/Subscriptions/Save: a report and the filters its schema keeps. The body's schema (a discriminated union
 * of these) is the API's (features/reports/subscription-body.ts): the web builds a subscription from
 * subscriptionFilterSchemas and never parses a whole one, so zod's discriminated unions stay out of its bundle.
 */
export type ReportSubscriptionSave = {
  [R in SubscribableReport]: {
    report: R;
    frequency: SubscriptionFrequency;
    filters: z.infer<(typeof subscriptionFilterSchemas)[R]>;
  };
}[SubscribableReport];

export const reportSubscriptionFrequencySchema = z.object({ id: id(), frequency: frequencySchema });
export const reportSubscriptionIdSchema = z.object({ id: id() });

export const reportSubscriptionRowSchema = z.object({
  id: z.number().int(),
  report: z.string(),
  reportTitle: z.string(),
  frequency: z.enum(subscriptionFrequencies),
  /** The kept filters in words, e.g. "Site: Central Pharmacy; Within 30 days". */
  filtersText: z.string(),
  /** The report with the kept filters (and, for the ledger, the period just ended), as an app path. */
  link: z.string(),
  /** The programme's day from which the next delivery is due (YYYY-MM-DD). */
  nextDeliveryOn: z.string(),
  lastDeliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSubscriptionRow = z.infer<typeof reportSubscriptionRowSchema>;

export const reportSubscriptionListSchema = z.array(reportSubscriptionRowSchema);
export const reportSubscriptionSavedSchema = envelopeSchema(z.number().int().nullable(), z.null());
