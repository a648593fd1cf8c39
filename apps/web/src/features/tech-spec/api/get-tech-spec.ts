import type { TechSpec } from '@homer/contracts/tech-spec';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getTechSpec(signal?: AbortSignal): Promise<TechSpec> {
  return apiGet<TechSpec>('api/TechSpec/GetTechSpec', { signal });
}

export function techSpecQueryOptions() {
  return queryOptions({
    queryKey: ['tech-spec'],
    queryFn: ({ signal }) => getTechSpec(signal),
    // Versions change only with a deployment; there is no need to ask again on every visit.
    staleTime: 10 * 60_000,
  });
}

export function useTechSpec() {
  return useQuery(techSpecQueryOptions());
}
