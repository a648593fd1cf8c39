import { type HerosApplicationOptions, herosPaths } from '@homer/contracts/heros';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/**
 * GET the application queue's options: its rounds (newest first, the open one marked) are the HEROS Report's filter.
 * Asked for here, not through the HEROS feature: one feature does not import another.
 */
export const herosRoundsQuery = queryOptions({
  queryKey: ['reports', 'choices', 'heros-rounds'],
  queryFn: ({ signal }) => apiGet<HerosApplicationOptions>(herosPaths.applicationOptions, { signal }),
  select: (options) => options.rounds,
  staleTime: 60_000,
});
