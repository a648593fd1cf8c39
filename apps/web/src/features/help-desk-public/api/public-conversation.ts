import type { Envelope } from '@homer/contracts/envelope';
import {
  helpDeskTicketPaths,
  type PublicReply,
  publicConversationSchema,
} from '@homer/contracts/help-desk-tickets';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

/** GET …/GetPublicConversation: ticketId 0 when the link names no ticket. */
function publicConversationQuery(ticketId: string, guid: string) {
  return queryOptions({
    queryKey: ['help-desk-public-conversation', ticketId, guid],
    queryFn: async ({ signal }) =>
      publicConversationSchema.parse(
        await apiGet<unknown>(helpDeskTicketPaths.publicConversation, { query: { ticketId, guid }, signal }),
      ),
    retry: false,
  });
}

export function usePublicConversation(ticketId: string, guid: string, enabled: boolean) {
  return useQuery({ ...publicConversationQuery(ticketId, guid), enabled });
}

/** POST …/AddPublicReply. A 400 is shown on the form itself. */
function addPublicReply(body: PublicReply): Promise<Envelope<null, null>> {
  return apiPost(helpDeskTicketPaths.publicReply, { body, skipErrorHandling: [400, 404] });
}

export function useAddPublicReply() {
  return useMutation({ mutationFn: addPublicReply });
}
