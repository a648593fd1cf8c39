import type { HomeOptions } from '@homer/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** GET api/Home/GetOptions (public): product name, environment and vendor, asked once per page load. */
async function getHomeOptions(signal: AbortSignal): Promise<HomeOptions> {
  // The schema (and zod) load with the call, not before the shell's first render.
  const [{ homeOptionsSchema }, options] = await Promise.all([
    import('@homer/contracts/home'),
    apiGet<unknown>('api/Home/GetOptions', { silent: true, signal }),
  ]);
  return homeOptionsSchema.parse(options);
}

export function useHomeOptions() {
  return useQuery({
    queryKey: ['home', 'options'],
    queryFn: ({ signal }) => getHomeOptions(signal),
    staleTime: Infinity,
  });
}
