import type { FingerprintMode } from '@homer/contracts/mfa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const fingerprintModeQueryOptions = queryOptions({
  queryKey: ['account', 'fingerprint-mode'],
  queryFn: ({ signal }) =>
    apiGet<{ mode: FingerprintMode }>('api/Account/FingerprintMode', { signal, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useFingerprintMode() {
  return useQuery(fingerprintModeQueryOptions).data?.mode ?? null;
}
