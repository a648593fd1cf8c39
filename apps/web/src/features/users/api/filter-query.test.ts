import { describe, expect, it } from 'vitest';
import { defaultUserFilters } from '../lib/user-filters.ts';
import { filterQuery } from './user-admin.ts';

describe('filterQuery', () => {
  it('sends the search and the set filters, and leaves out "any" organization and facility', () => {
    expect(filterQuery('garcia', defaultUserFilters)).toEqual({
      search: 'garcia',
      status: 'active',
      module: '',
      role: '',
      facilityId: undefined,
      organizationId: undefined,
      lastSignIn: '',
    });
    expect(
      filterQuery('', { ...defaultUserFilters, facilityId: 7, organizationId: 3, lastSignIn: 'never' }),
    ).toMatchObject({ search: undefined, facilityId: 7, organizationId: 3, lastSignIn: 'never' });
  });
});
