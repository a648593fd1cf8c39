import {
  frequencyLabels,
  type SubscriptionFrequency,
  subscriptionFrequencies,
  subscriptionsElement,
} from '@homer/contracts/report-subscriptions';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { usDate } from '../../../shared/lib/us-date.ts';

/** The delivery select's options, in the contract's order (daily, weekly, monthly). */
export const frequencyOptions = subscriptionFrequencies.map((value) => ({
  value,
  label: frequencyLabels[value],
}));

export const isFrequency = (value: string | null): value is SubscriptionFrequency =>
  subscriptionFrequencies.includes(value as SubscriptionFrequency);

/**
 * What the route's `{el}/{reportId}` asks of the subscriptions (decision 113): nothing (another `{el}`, or none),
 * the list itself (`…/reports`), or one subscription, which is null when `{reportId}` is not an id at all.
 */
export type SubscriptionTarget = { kind: 'none' } | { kind: 'list' } | { kind: 'one'; id: number | null };

export function subscriptionTarget(
  element: string | undefined,
  reportId: string | undefined,
): SubscriptionTarget {
  if (element !== subscriptionsElement) return { kind: 'none' };
  if (reportId === undefined || reportId === '') return { kind: 'list' };
  return { kind: 'one', id: positiveId(reportId) };
}

/** A report's app path as a link: the API gives it without the leading slash. */
export function reportHref(link: string): string {
  return link.startsWith('/') ? link : `/${link}`;
}

/** The next delivery's programme day (YYYY-MM-DD) as the app writes dates, MM/DD/YYYY. */
export const nextDeliveryText = (day: string) => usDate(day);

/** The last delivery's instant as the reader's own day, MM/DD/YYYY; "Not yet" before the first. */
export function lastDeliveredText(iso: string | null): string {
  if (!iso) return 'Not yet';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? 'Not yet' : usDate(localIsoDay(at));
}
