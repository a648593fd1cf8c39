import {
  subscriptionFilterSchemas as filters,
  frequencySchema,
  type ReportSubscriptionSave,
  type SubscribableReport,
  subscriptionMessages,
} from '@homer/contracts/report-subscriptions';
import { z } from 'zod';

/** One report's body: its name, how often, and the filters its schema keeps. */
const bodyOf = <R extends SubscribableReport>(report: R) =>
  z.object({ report: z.literal(report), frequency: frequencySchema, filters: filters[report] });

const [first, ...rest] = (Object.keys(filters) as SubscribableReport[]).map(bodyOf);

/**
 * POST …/Subscriptions/Save's body, and how a stored subscription is read back: the report names which filters'
 * schema applies (kept here, not in the contract, so the web's bundle does without discriminated unions). Built
 * from every subscribable report's filters, so a report made subscribable there is accepted here.
 */
export const reportSubscriptionSaveSchema = z.discriminatedUnion(
  'report',
  [first as ReturnType<typeof bodyOf>, ...rest],
  { message: subscriptionMessages.notSubscribable },
) as unknown as z.ZodType<ReportSubscriptionSave>;
