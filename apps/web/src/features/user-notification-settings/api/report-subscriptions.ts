import type { Envelope } from '@homer/contracts/envelope';
import {
  reportSubscriptionPaths as paths,
  type ReportSubscriptionRow,
  type SubscriptionFrequency,
} from '@homer/contracts/report-subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

/** Every user's list sits under this prefix: a subscription saved from a report's page can invalidate it. */
export const reportSubscriptionsKey = ['report-subscriptions'] as const;
export const userReportSubscriptionsKey = (userId: number) => [...reportSubscriptionsKey, userId] as const;

/** GET api/Reporting/Subscriptions/GetList?userId=; a refusal (403) is shown by the tab's section. */
export function reportSubscriptionsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userReportSubscriptionsKey(userId),
    queryFn: ({ signal }) =>
      apiGet<ReportSubscriptionRow[]>(paths.list, { query: { userId }, signal, skipErrorHandling: [403] }),
  });
}

/** POST api/Reporting/Subscriptions/SetFrequency; refusals (400, 403, 404) are shown by the section. */
export function setSubscriptionFrequency(body: { id: number; frequency: SubscriptionFrequency }) {
  return apiPost<Envelope<number, null>>(paths.setFrequency, { body, skipErrorHandling: [400, 403, 404] });
}

/** POST api/Reporting/Subscriptions/Delete; refusals (400, 403, 404) are shown by the section. */
export function removeReportSubscription(id: number) {
  return apiPost<Envelope<number, null>>(paths.remove, { body: { id }, skipErrorHandling: [400, 403, 404] });
}

/** POST api/Reporting/Subscriptions/SendNow: one of the user's own delivered at once; refusals are shown by the section. */
export function sendReportSubscriptionNow(id: number) {
  return apiPost<Envelope<number, null>>(paths.sendNow, {
    body: { id },
    skipErrorHandling: [400, 403, 404, 429],
  });
}
