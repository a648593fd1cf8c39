import type { Envelope } from '@homer/contracts/envelope';
import type { IcqFeedback } from '@homer/contracts/icq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const icqFeedbackKey = (id: string, guid: string) => ['icq', 'feedback', id, guid] as const;

/** GET api/ICQ/IcqReview/GetIcqFeedback?feedbackId=&guid=. */
function icqFeedbackQuery(id: string, guid: string) {
  return queryOptions({
    queryKey: icqFeedbackKey(id, guid),
    queryFn: ({ signal }) =>
      apiGet<Envelope<null, IcqFeedback>>('api/ICQ/IcqReview/GetIcqFeedback', {
        query: { feedbackId: id, guid },
        signal,
        skipErrorHandling: [400, 429],
      }),
    retry: false,
  });
}

export function useIcqFeedback(id: string, guid: string) {
  return useQuery(icqFeedbackQuery(id, guid));
}
