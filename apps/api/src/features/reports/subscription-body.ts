import {
  subscriptionFilterSchemas as filters,
  frequencySchema,
  type ReportSubscriptionSave,
  subscriptionMessages,
} from '@homer/contracts/report-subscriptions';
import { z } from 'zod';

/**
 * POST …/Subscriptions/Save's body, and how a stored subscription is read back: the report names which filters'
 * schema applies (kept here, not in the contract, so the web's bundle does without discriminated unions).
 */
export const reportSubscriptionSaveSchema: z.ZodType<ReportSubscriptionSave> = z.discriminatedUnion(
  'report',
  [
    z.object({
      report: z.literal('reportStockLedger'),
      frequency: frequencySchema,
      filters: filters.reportStockLedger,
    }),
    z.object({
      report: z.literal('reportAdjustments'),
      frequency: frequencySchema,
      filters: filters.reportAdjustments,
    }),
    z.object({
      report: z.literal('reportRepackYield'),
      frequency: frequencySchema,
      filters: filters.reportRepackYield,
    }),
    z.object({
      report: z.literal('reportShipments'),
      frequency: frequencySchema,
      filters: filters.reportShipments,
    }),
    z.object({
      report: z.literal('reportExpiringStock'),
      frequency: frequencySchema,
      filters: filters.reportExpiringStock,
    }),
    z.object({
      report: z.literal('reportStockUsage'),
      frequency: frequencySchema,
      filters: filters.reportStockUsage,
    }),
  ],
  { message: subscriptionMessages.notSubscribable },
);
