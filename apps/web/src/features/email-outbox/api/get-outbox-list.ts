import type { OutboxMessageRow } from '@homer/contracts/email-outbox';
import type { Paged } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const outboxListQueryKey = ['email-outbox', 'list'] as const;

export function getOutboxList(params: ListPageParams, signal: AbortSignal): Promise<Paged<OutboxMessageRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before } = params;
  return apiGet<Paged<OutboxMessageRow>>('api/Administration/EmailOutbox/GetList', {
    query: { page, pageSize, sortField, sortOrder, search, after, before },
    signal,
  });
}
