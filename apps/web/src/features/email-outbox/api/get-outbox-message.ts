import type { OutboxMessage } from '@homer/contracts/email-outbox';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  return apiGet<OutboxMessage>('api/Administration/EmailOutbox/GetMessage', { query: { id }, signal });
}

export function outboxMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['email-outbox', 'message', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    // A kept message never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
