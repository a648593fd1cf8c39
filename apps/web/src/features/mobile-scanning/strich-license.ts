import { mobileScanningPaths, type StrichLicense } from '@homer/contracts/mobile-scanning';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../shared/lib/api-client.ts';

/**
 * The STRICH licence key, asked once per page load: it changes only with the server's configuration (decision 109).
 * A refusal needs no toast of its own: the phone keeps the built-in reader, and a scan reports what is wrong.
 */
export const strichLicenseQuery = queryOptions({
  queryKey: ['mobile-scanning', 'strich-license'],
  queryFn: ({ signal }) =>
    apiGet<StrichLicense>(mobileScanningPaths.strichLicense, {
      silent: true,
      signal,
      skipErrorHandling: true,
    }),
  staleTime: Infinity,
});
