import { homeOptionsSchema } from '@homer/contracts/home';
import { pfsSiteUrls } from '@homer/contracts/pfs';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/**
 * The PFS site this environment pairs with, for the public pages' Cancel and Return buttons (spec document 2
 * §9). Shares the shell's cached GET api/Home/GetOptions answer; null until it is known.
 */
export function usePfsSiteUrl(): string | null {
  const { data } = useQuery({
    queryKey: ['home', 'options'],
    queryFn: async ({ signal }) =>
      homeOptionsSchema.parse(await apiGet<unknown>('api/Home/GetOptions', { silent: true, signal })),
    staleTime: Infinity,
  });
  return data ? pfsSiteUrls[data.environment] : null;
}
