import type { jobLogSchema } from '@homer/contracts/job-history';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../shared/lib/api-client.ts';

type JobLog = z.infer<typeof jobLogSchema>;

export function getLog(fireInstanceId: number, signal?: AbortSignal): Promise<JobLog> {
  return apiGet<JobLog>('api/Silkier/SilkierHistory/GetLog', { query: { fireInstanceId }, signal });
}

export function logQueryOptions(fireInstanceId: number) {
  return queryOptions({
    queryKey: ['quartz-history', 'log', fireInstanceId],
    queryFn: ({ signal }) => getLog(fireInstanceId, signal),
    // A finished run's log does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
