import { feedbackModelSchema } from '@homer/contracts/help-desk-public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/HelpDesk/HelpDeskFeedback/GetModel: id 0 when the link names no survey. */
function feedbackModelQuery(helpDeskTicketId: string, guid: string) {
  return queryOptions({
    queryKey: ['help-desk-feedback', helpDeskTicketId, guid],
    queryFn: async ({ signal }) =>
      feedbackModelSchema.parse(
        await apiGet<unknown>('api/HelpDesk/HelpDeskFeedback/GetModel', {
          query: { helpDeskTicketId, guid },
          signal,
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
}

export function useFeedbackModel(helpDeskTicketId: string, guid: string) {
  return useQuery(feedbackModelQuery(helpDeskTicketId, guid));
}
