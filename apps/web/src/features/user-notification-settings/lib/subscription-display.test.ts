import { describe, expect, it } from 'vitest';
import {
  frequencyOptions,
  isFrequency,
  lastDeliveredText,
  nextDeliveryText,
  reportHref,
  subscriptionTarget,
} from './subscription-display.ts';

describe('subscriptionTarget', () => {
  it('asks nothing of the subscriptions for another element or none', () => {
    expect(subscriptionTarget(undefined, undefined)).toEqual({ kind: 'none' });
    expect(subscriptionTarget('helpdesk.ticket-assigned', undefined)).toEqual({ kind: 'none' });
    expect(subscriptionTarget('account.inactive-account-warning', '17')).toEqual({ kind: 'none' });
  });

  it('opens the list for …/reports and one subscription for …/reports/{id}', () => {
    expect(subscriptionTarget('reports', undefined)).toEqual({ kind: 'list' });
    expect(subscriptionTarget('reports', '')).toEqual({ kind: 'list' });
    expect(subscriptionTarget('reports', '42')).toEqual({ kind: 'one', id: 42 });
  });

  it('names no subscription when {reportId} is not a positive id', () => {
    for (const reportId of ['0', '-3', '1.5', 'abc', '12abc', '99999999999999999999']) {
      expect(subscriptionTarget('reports', reportId)).toEqual({ kind: 'one', id: null });
    }
  });
});

describe('reportHref', () => {
  it('makes the API’s app path absolute, once', () => {
    expect(reportHref('reporting/stock-usage?siteId=0&lowBelow=1')).toBe(
      '/reporting/stock-usage?siteId=0&lowBelow=1',
    );
    expect(reportHref('/reporting/stock-usage')).toBe('/reporting/stock-usage');
  });
});

describe('dates', () => {
  it('writes the next delivery day as MM/DD/YYYY without a time-zone shift', () => {
    expect(nextDeliveryText('2026-03-01')).toBe('03/01/2026');
  });

  it('writes the last delivery as the reader’s day, or "Not yet"', () => {
    expect(lastDeliveredText(null)).toBe('Not yet');
    expect(lastDeliveredText('not a date')).toBe('Not yet');
    const at = new Date(2026, 5, 15, 12, 0, 0);
    expect(lastDeliveredText(at.toISOString())).toBe('06/15/2026');
  });
});

describe('frequencies', () => {
  it('offers the three frequencies with their labels, and knows them', () => {
    expect(frequencyOptions).toEqual([
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly (Mondays)' },
      { value: 'monthly', label: 'Monthly (the 1st)' },
    ]);
    expect(isFrequency('monthly')).toBe(true);
    expect(isFrequency('yearly')).toBe(false);
    expect(isFrequency(null)).toBe(false);
  });
});
