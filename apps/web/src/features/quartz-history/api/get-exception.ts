import type { jobExceptionSchema } from '@homer/contracts/job-history';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../shared/lib/api-client.ts';

type JobException = z.infer<typeof jobExceptionSchema>;

export function getException(fireInstanceId: number, signal?: AbortSignal): Promise<JobException> {
  return apiGet<JobException>('api/Silkier/SilkierHistory/GetException', {
    query: { fireInstanceId },
    signal,
  });
}

export function exceptionQueryOptions(fireInstanceId: number) {
  return queryOptions({
    queryKey: ['quartz-history', 'exception', fireInstanceId],
    queryFn: ({ signal }) => getException(fireInstanceId, signal),
    // A finished run's exception does not change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
