import {
  type ReportSubscriptionSave,
  type SubscribableReport,
  type SubscriptionFrequency,
  subscriptionFilterSchemas,
} from '@homer/contracts/report-subscriptions';

/**
 * The subscription a report's page asks for: the filters on screen as the contract keeps them (strings to numbers,
 * '' to the report's default). A period report's From and To are not kept (periodReports): each delivery covers
 * the period just ended.
 */
export function subscriptionOf(
  report: SubscribableReport,
  frequency: SubscriptionFrequency,
  onScreen: Readonly<Record<string, unknown>>,
): ReportSubscriptionSave {
  const given = Object.fromEntries(
    Object.entries(onScreen).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const filters = subscriptionFilterSchemas[report].parse(given);
  return { report, frequency, filters } as ReportSubscriptionSave;
}
