import { describe, expect, it } from 'vitest';
import { subscriptionOf } from './subscription-filters.ts';

describe('the subscription a report page asks for', () => {
  it("keeps the filters on screen as the contract does, and not the ledger's period", () => {
    expect(
      subscriptionOf('reportStockLedger', 'daily', {
        siteId: '3',
        from: '2026-11-01',
        to: '2026-11-30',
        search: '',
      }),
    ).toEqual({ report: 'reportStockLedger', frequency: 'daily', filters: { siteId: 3 } });
    expect(
      subscriptionOf('reportStockUsage', 'monthly', {
        siteId: '',
        lowBelow: '',
        lowOnly: 'true',
        search: 'nalox',
      }),
    ).toEqual({
      report: 'reportStockUsage',
      frequency: 'monthly',
      filters: { siteId: 0, lowBelow: '1', lowOnly: 'true', search: 'nalox' },
    });
    expect(
      subscriptionOf('reportExpiringStock', 'weekly', { siteId: '2', within: '30', search: '' }).filters,
    ).toEqual({
      siteId: 2,
      within: '30',
    });
  });
  it('keeps the count variance report’s site and search, and the Rx Connects report’s search alone', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(
      subscriptionOf('reportCountVariance', 'weekly', { ...period, siteId: '4', search: 'LOT7' }).filters,
    ).toEqual({ siteId: 4, search: 'LOT7' });
    expect(subscriptionOf('reportRxConnects', 'weekly', { ...period, search: 'Leon' }).filters).toEqual({
      search: 'Leon',
    });
  });
});
