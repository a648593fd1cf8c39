import type { FeatureFlags } from '@homer/contracts/ba-purchase-orders';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** The server's switches change only with a restart: read once per page load. */
export const featureFlagsQuery = queryOptions({
  queryKey: ['feature-flags'] as const,
  queryFn: ({ signal }) => apiGet<FeatureFlags>('api/BA/GetFeatureFlags', { signal, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});
