import { reportMessages } from '@homer/contracts/reports';
import { describe, expect, it } from 'vitest';
import {
  daysToDate,
  helpDeskFiltersFrom,
  herosFiltersFrom,
  ledgerFiltersFrom,
  ledgerReportLink,
  monthToDate,
  monthWithin,
  periodErrors,
  periodSearchFiltersFrom,
  recordLink,
  reportLink,
  shipmentsFiltersFrom,
} from './report-period.ts';

const today = new Date(2026, 2, 17, 23, 30); // 17 March 2026, late in the evening: still the 17th locally.

describe('monthToDate', () => {
  it('runs from the first of the month to today, in local days', () => {
    expect(monthToDate(today)).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });
  it('is the single day on the first of a month', () => {
    expect(monthToDate(new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('daysToDate', () => {
  it('goes back across months and years', () => {
    expect(daysToDate(new Date(2026, 1, 15), 90)).toEqual({ from: '2025-11-17', to: '2026-02-15' });
  });
});

describe('ledgerFiltersFrom', () => {
  it('reads a link to the report', () => {
    const query = new URLSearchParams('siteId=4&from=2026-01-01&to=2026-02-01&search=12345-678-90');
    expect(ledgerFiltersFrom(query, today)).toEqual({
      siteId: '4',
      from: '2026-01-01',
      to: '2026-02-01',
      search: '12345-678-90',
    });
  });
  it('falls back to all sites, this month and no search', () => {
    expect(ledgerFiltersFrom(new URLSearchParams(''), today)).toEqual({
      siteId: '',
      from: '2026-03-01',
      to: '2026-03-17',
      search: '',
    });
  });
  it('ignores what is not a site or a day', () => {
    const query = new URLSearchParams('siteId=0&from=March&to=2026-3-1&search=%20%20');
    expect(ledgerFiltersFrom(query, today)).toEqual({
      siteId: '',
      from: '2026-03-01',
      to: '2026-03-17',
      search: '',
    });
  });
  it('keeps a reversed period, for the fields to say what is wrong with it', () => {
    const query = new URLSearchParams('from=2026-03-10&to=2026-03-01');
    expect(ledgerFiltersFrom(query, today)).toMatchObject({ from: '2026-03-10', to: '2026-03-01' });
  });
});

describe('ledgerReportLink', () => {
  it('opens the ledger report on the filters given, empty ones left out', () => {
    expect(
      ledgerReportLink({ siteId: '3', search: '12345-678-90', from: '2026-01-01', to: '2026-03-31' }),
    ).toBe('/reporting/stock-ledger?siteId=3&search=12345-678-90&from=2026-01-01&to=2026-03-31');
    expect(ledgerReportLink({ siteId: '', search: 'a b&c' })).toBe('/reporting/stock-ledger?search=a+b%26c');
    expect(ledgerReportLink({})).toBe('/reporting/stock-ledger');
  });
  it('round-trips through ledgerFiltersFrom', () => {
    const filters = { siteId: '7', from: '2026-01-02', to: '2026-03-03', search: 'LOT 5&6' };
    const query = new URLSearchParams(ledgerReportLink(filters).split('?')[1]);
    expect(ledgerFiltersFrom(query, today)).toEqual(filters);
  });
});

describe('shipmentsFiltersFrom', () => {
  it('reads the ledger’s filters and a programme', () => {
    const query = new URLSearchParams('programme=county_orders&from=2026-01-01&to=2026-02-01&siteId=4');
    expect(shipmentsFiltersFrom(query, today)).toEqual({
      siteId: '4',
      from: '2026-01-01',
      to: '2026-02-01',
      search: '',
      programme: 'county_orders',
    });
  });
  it('takes every programme when none, or no known one, is given', () => {
    expect(shipmentsFiltersFrom(new URLSearchParams(''), today).programme).toBe('');
    expect(shipmentsFiltersFrom(new URLSearchParams('programme=County%20orders'), today).programme).toBe('');
  });
  it('round-trips through reportLink', () => {
    const filters = { programme: 'formula', from: '2026-01-02', to: '2026-03-03', siteId: '7', search: '' };
    const link = reportLink('reportShipments', filters);
    expect(link).toBe('/reporting/shipments?programme=formula&from=2026-01-02&to=2026-03-03&siteId=7');
    expect(shipmentsFiltersFrom(new URLSearchParams(link.split('?')[1]), today)).toEqual(filters);
  });
});

describe('helpDeskFiltersFrom', () => {
  it('reads a period and a category, and round-trips through reportLink', () => {
    const filters = { from: '2026-01-01', to: '2026-01-31', categoryId: '4' };
    const link = reportLink('reportHelpDesk', filters);
    expect(link).toBe('/reporting/help-desk?from=2026-01-01&to=2026-01-31&categoryId=4');
    expect(helpDeskFiltersFrom(new URLSearchParams(link.split('?')[1]), today)).toEqual(filters);
  });
  it('falls back to this month and every category', () => {
    expect(helpDeskFiltersFrom(new URLSearchParams('categoryId=0&from=x'), today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-17',
      categoryId: '',
    });
  });
});

describe('recordLink', () => {
  it('is the record page’s address with its id', () => {
    expect(recordLink('stockCountEdit', 42)).toBe('/inventories/counts/edit/42');
    expect(recordLink('mfPatientEdit', 7)).toBe('/metabolic-formula/patients/edit/7');
  });
});

describe('periodSearchFiltersFrom', () => {
  it('reads a period and a search, and round-trips through reportLink', () => {
    const filters = { from: '2026-01-01', to: '2026-02-28', search: 'Leon Repository' };
    const link = reportLink('reportRxConnects', filters);
    expect(link).toBe('/reporting/rx-connects?from=2026-01-01&to=2026-02-28&search=Leon+Repository');
    expect(periodSearchFiltersFrom(new URLSearchParams(link.split('?')[1]), today)).toEqual(filters);
  });
  it('falls back to this month and no search; a site is not its filter', () => {
    expect(periodSearchFiltersFrom(new URLSearchParams('siteId=3&to=2026-13'), today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-17',
      search: '',
    });
  });
});

describe('herosFiltersFrom', () => {
  it('reads a round and a search', () => {
    expect(herosFiltersFrom(new URLSearchParams('roundId=12&search=%20Leon%20'))).toEqual({
      roundId: '12',
      search: 'Leon',
    });
  });
  it('takes every round and no search when none, or no round id, is given', () => {
    expect(herosFiltersFrom(new URLSearchParams('roundId=Round%201'))).toEqual({ roundId: '', search: '' });
  });
});

describe('monthWithin', () => {
  it('is the whole month inside a longer period', () => {
    expect(monthWithin('2026-02', { from: '2025-12-15', to: '2026-03-17' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(monthWithin('2024-02', { from: '2024-01-01', to: '2024-12-31' }).to).toBe('2024-02-29');
  });
  it('keeps to the period where it starts or ends within the month', () => {
    expect(monthWithin('2025-12', { from: '2025-12-15', to: '2026-03-17' })).toEqual({
      from: '2025-12-15',
      to: '2025-12-31',
    });
    expect(monthWithin('2026-03', { from: '2025-12-15', to: '2026-03-17' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-17',
    });
    expect(monthWithin('2026-03', { from: '2026-03-05', to: '2026-03-09' })).toEqual({
      from: '2026-03-05',
      to: '2026-03-09',
    });
  });
});

describe('periodErrors', () => {
  it('has none for a valid period', () => {
    expect(periodErrors({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
  });
  it('puts a reversed or too long period on To', () => {
    expect(periodErrors({ from: '2026-03-10', to: '2026-03-01' })).toEqual({
      to: reportMessages.periodReversed,
    });
    expect(periodErrors({ from: '2025-01-01', to: '2026-03-01' })).toEqual({
      to: reportMessages.periodTooLong,
    });
  });
  it('says which date is missing', () => {
    expect(periodErrors({ from: '', to: '' })).toEqual({
      from: reportMessages.fromRequired,
      to: reportMessages.toRequired,
    });
  });
});
