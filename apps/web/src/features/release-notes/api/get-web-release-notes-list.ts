import type { Paged } from '@homer/contracts/envelope';
import type { ReleaseNote } from '@homer/contracts/release-notes';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const releaseNotesQueryKey = ['release-notes', 'list'] as const;

/** The spec's page has no search, so only paging and sort are sent. */
export function getWebReleaseNotesList(
  params: ListPageParams,
  signal: AbortSignal,
): Promise<Paged<ReleaseNote>> {
  const { page, pageSize, sortField, sortOrder } = params;
  return apiGet<Paged<ReleaseNote>>('api/ReleaseNotes/GetWebReleaseNotesList', {
    query: { page, pageSize, sortField, sortOrder },
    signal,
  });
}
