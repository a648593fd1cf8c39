import type { Option } from '@homer/contracts/envelope';
import {
  type KbDocument,
  type KbDocumentSummary,
  type KbRevision,
  type KbRevisionSummary,
  type KbSearchHit,
  kbPaths,
} from '@homer/contracts/knowledge-base';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** Every query of the page starts with this key, so a change can refresh them together. */
export const kbQueryKey = ['knowledge-base'] as const;
export const kbListQueryKey = [...kbQueryKey, 'list'] as const;

export const kbListQuery = queryOptions({
  queryKey: kbListQueryKey,
  queryFn: ({ signal }) => apiGet<KbDocumentSummary[]>(kbPaths.list, { signal }),
});

/** A 404 (no such document, or one the user may not read) is the page's 404 screen, not a toast (decision 090). */
export const kbDocumentQuery = (id: number) =>
  queryOptions({
    queryKey: [...kbQueryKey, 'document', id],
    queryFn: ({ signal }) =>
      apiGet<KbDocument>(kbPaths.document, { query: { id }, signal, skipErrorHandling: [404] }),
  });

/** The modules the user may file documents in (spec §6); empty for readers. */
export const kbModuleOptionsQuery = queryOptions({
  queryKey: [...kbQueryKey, 'modules'],
  queryFn: ({ signal }) => apiGet<Option[]>(kbPaths.moduleOptions, { signal }),
  staleTime: 5 * 60_000,
});

export const kbPermissionRoleOptionsQuery = (module: number) =>
  queryOptions({
    queryKey: [...kbQueryKey, 'permission-roles', module],
    queryFn: ({ signal }) => apiGet<Option[]>(kbPaths.permissionRoleOptions, { query: { module }, signal }),
    staleTime: 5 * 60_000,
  });

export const kbRevisionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...kbQueryKey, 'revisions', id],
    queryFn: ({ signal }) => apiGet<KbRevisionSummary[]>(kbPaths.revisions, { query: { id }, signal }),
  });

export const kbRevisionQuery = (id: number, revisionId: number) =>
  queryOptions({
    queryKey: [...kbQueryKey, 'revision', id, revisionId],
    queryFn: ({ signal }) => apiGet<KbRevision>(kbPaths.revision, { query: { id, revisionId }, signal }),
    // A revision never changes once saved.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const kbSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...kbQueryKey, 'search', q],
    queryFn: ({ signal }) => apiGet<KbSearchHit[]>(kbPaths.search, { query: { q }, signal }),
  });
