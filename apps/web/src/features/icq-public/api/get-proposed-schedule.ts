import type { ProposedSchedule } from '@homer/contracts/icq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/ICQ/IcqScheduling/GetProposedSchedule?icqReviewId=. */
function proposedScheduleQuery(icqReviewId: string) {
  return queryOptions({
    queryKey: ['icq', 'proposed-schedule', icqReviewId],
    queryFn: ({ signal }) =>
      apiGet<ProposedSchedule>('api/ICQ/IcqScheduling/GetProposedSchedule', {
        query: { icqReviewId },
        signal,
        skipErrorHandling: [400, 404, 429],
      }),
    retry: false,
    // The decision is taken once, against the time loaded here.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProposedSchedule(icqReviewId: string) {
  return useQuery(proposedScheduleQuery(icqReviewId));
}
