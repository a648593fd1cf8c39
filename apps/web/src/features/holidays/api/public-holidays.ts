import type { PublicHolidays } from '@homer/contracts/holidays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/**
 * holidayPaths.publicList, written out: importing the contract's module for it would load zod (27 kB) with a page
 * that validates nothing. public-holidays.test.ts holds the two equal.
 */
export const publicHolidaysPath = 'api/Public/Holidays';

function publicHolidaysQuery() {
  return queryOptions({
    queryKey: ['holidays', 'public'],
    queryFn: ({ signal }) => apiGet<PublicHolidays>(publicHolidaysPath, { signal }),
    // Closures are announced weeks ahead; a visit need not ask again within minutes.
    staleTime: 5 * 60_000,
  });
}

/** GET api/Public/Holidays: this year's and next year's closures, no sign-in. */
export function usePublicHolidays() {
  return useQuery(publicHolidaysQuery());
}
