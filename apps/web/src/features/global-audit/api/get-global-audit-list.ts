import type { Paged } from '@homer/contracts/envelope';
import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { type AuditFilters, toAuditQuery } from '../lib/audit-filters.ts';

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const globalAuditListQueryKey = ['global-audit', 'list'] as const;

/** GET api/Administration/GlobalAuditHistory/GetGlobalAuditList: one server page of audit rows. */
export function getGlobalAuditList(
  params: ListPageParams<AuditFilters>,
  signal: AbortSignal,
): Promise<Paged<GlobalAuditRecord>> {
  return apiGet<Paged<GlobalAuditRecord>>('api/Administration/GlobalAuditHistory/GetGlobalAuditList', {
    query: toAuditQuery(params),
    signal,
  });
}
