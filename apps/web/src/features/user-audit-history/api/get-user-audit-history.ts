import type { Paged } from '@homer/contracts/envelope';
import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { type AuditFilters, toAuditQuery } from '../../global-audit/lib/audit-filters.ts';

export const userAuditHistoryKey = (userId: number) => ['users', 'audit-history', userId] as const;

/**
 * GET api/Administration/Users/GetAuditHistory: the Global Audit List's query (same filters, same cursor
 * rules) with Changed By fixed to the user by the server.
 */
export function getUserAuditHistory(
  userId: number,
  params: ListPageParams<AuditFilters>,
  signal: AbortSignal,
): Promise<Paged<GlobalAuditRecord>> {
  const { changedBy: _fixed, ...query } = toAuditQuery(params);
  return apiGet<Paged<GlobalAuditRecord>>('api/Administration/Users/GetAuditHistory', {
    query: { ...query, userId },
    signal,
  });
}
