import { type HomeOptions, homeOptionsSchema } from '@homer/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** GET api/Home/GetOptions (public): product name, environment and vendor, asked once per page load. */
async function getHomeOptions(signal: AbortSignal): Promise<HomeOptions> {
  return homeOptionsSchema.parse(await apiGet<unknown>('api/Home/GetOptions', { silent: true, signal }));
}

export function useHomeOptions() {
  return useQuery({
    queryKey: ['home', 'options'],
    queryFn: ({ signal }) => getHomeOptions(signal),
    staleTime: Infinity,
  });
}
