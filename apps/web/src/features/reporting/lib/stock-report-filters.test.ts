import { describe, expect, it } from 'vitest';
import { expiringFiltersFrom, usageFiltersFrom } from './stock-report-filters.ts';

describe('expiringFiltersFrom and usageFiltersFrom', () => {
  it("read a subscription's link", () => {
    expect(expiringFiltersFrom(new URLSearchParams('siteId=3&within=30&search=nal'))).toEqual({
      siteId: '3',
      within: '30',
      search: 'nal',
    });
    expect(usageFiltersFrom(new URLSearchParams('siteId=0&lowBelow=2&lowOnly=true'))).toEqual({
      siteId: '',
      lowBelow: '2',
      lowOnly: 'true',
      search: '',
    });
  });
  it('fall back to the defaults on what is not a choice', () => {
    expect(expiringFiltersFrom(new URLSearchParams('within=45'))).toEqual({
      siteId: '',
      within: '90',
      search: '',
    });
    expect(usageFiltersFrom(new URLSearchParams('lowBelow=12&lowOnly=yes'))).toEqual({
      siteId: '',
      lowBelow: '1',
      lowOnly: 'false',
      search: '',
    });
  });
});
