import type { ProposedSchedule } from '@homer/contracts/icq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** What the emailed link carries: the server checks its token before it looks anything up (decision 021). */
type ScheduleLinkQuery = { icqReviewId: string; userId: string; scheduleDate: string; token: string };

/** GET api/ICQ/IcqScheduling/GetProposedSchedule?icqReviewId=&userId=&scheduleDate=&token=. */
function proposedScheduleQuery(link: ScheduleLinkQuery) {
  return queryOptions({
    queryKey: ['icq', 'proposed-schedule', link],
    queryFn: ({ signal }) =>
      apiGet<ProposedSchedule>('api/ICQ/IcqScheduling/GetProposedSchedule', {
        query: link,
        signal,
        skipErrorHandling: [400, 404, 429],
      }),
    retry: false,
    // The decision is taken once, against the time loaded here.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `enabled` false for an incomplete link: nothing to ask the server. */
export function useProposedSchedule(link: ScheduleLinkQuery, enabled: boolean) {
  return useQuery({ ...proposedScheduleQuery(link), enabled });
}
