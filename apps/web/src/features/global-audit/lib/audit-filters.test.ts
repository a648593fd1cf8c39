import { globalAuditQuerySchema } from '@homer/contracts/global-audit';
import { describe, expect, it } from 'vitest';
import { countActiveFilters } from '../../../shared/ui/list-page/list-state.ts';
import { defaultAuditFilters, toAuditQuery, todayOf } from './audit-filters.ts';

const now = new Date(2026, 2, 31, 15, 30); // 31 March 2026, local time

describe('defaultAuditFilters', () => {
  it('covers one month back up to today and nothing else', () => {
    expect(defaultAuditFilters(now)).toEqual({
      businessAreas: [],
      dateChanged: ['2026-02-28', '2026-03-31'],
      changedBy: null,
      rx: '',
    });
    expect(todayOf(now)).toBe('2026-03-31');
    expect(countActiveFilters(defaultAuditFilters(now))).toBe(1);
  });
});

describe('toAuditQuery', () => {
  const base = { page: 1, pageSize: 100 as const, ...defaultAuditFilters(now) };

  it('sends the default month and leaves empty filters out', () => {
    expect(toAuditQuery({ ...base, sortField: 'dateChanged', sortOrder: 'desc' })).toEqual({
      page: 1,
      pageSize: 100,
      sortField: 'dateChanged',
      sortOrder: 'desc',
      businessAreas: undefined,
      dateFrom: '2026-02-28',
      dateTo: '2026-03-31',
      changedBy: undefined,
      rx: undefined,
    });
  });

  it('writes business areas as a JSON list of codes, trims the RX number, drops a cleared range', () => {
    const query = toAuditQuery({
      ...base,
      businessAreas: ['1', '9'],
      dateChanged: [],
      changedBy: '7',
      rx: ' 0012345 ',
    });
    expect(query).toMatchObject({ businessAreas: '[1,9]', changedBy: '7', rx: '0012345' });
    expect(query.dateFrom).toBeUndefined();
    expect(query.dateTo).toBeUndefined();
  });

  it('is what the API accepts', () => {
    const query = toAuditQuery({ ...base, businessAreas: ['8'], changedBy: '3', rx: '1', page: 2 });
    const parsed = globalAuditQuerySchema.safeParse(query);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ page: 2, pageSize: 100, businessAreas: [8], changedBy: 3 });
  });
});
