import {
  auditSearchMinLength,
  type GlobalAuditRecord,
  globalAuditPageSize,
} from '@homer/contracts/global-audit';
import { useState } from 'react';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { auditColumns } from '../../global-audit/components/audit-columns.tsx';
import { AuditToolbar } from '../../global-audit/components/audit-toolbar.tsx';
import { type AuditFilters, defaultAuditFilters, todayOf } from '../../global-audit/lib/audit-filters.ts';
import { getUserAuditHistory, userAuditHistoryKey } from '../api/get-user-audit-history.ts';

// Every row is this user's change, so the Changed By column would repeat their name on each line.
const columns = auditColumns.filter((c) => c.key !== 'changedBy');
const getRowId = (row: GlobalAuditRecord) => row.id;

/**
 * The audit-history tab: the changes one user made, on the Global Audit List's columns and filters with
 * Changed By fixed to that user (decision 041).
 */
export function AuditHistoryTab({ userId }: { userId: number }) {
  // Fixed when the tab opens, so Clear returns to the same month it started with (as on the Global Audit List).
  const [{ defaults, today }] = useState(() => {
    const now = new Date();
    return { defaults: defaultAuditFilters(now), today: todayOf(now) };
  });
  return (
    <ListPage<GlobalAuditRecord, AuditFilters>
      queryKey={userAuditHistoryKey(userId)}
      fetchPage={(params, signal) => getUserAuditHistory(userId, params, signal)}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'dateChanged', order: 'desc' }}
      defaultPageSize={globalAuditPageSize}
      searchMinLength={auditSearchMinLength}
      defaultFilters={defaults}
      showActiveFilters
      tableMinWidth={1100}
      filters={({ filters, setFilter }) => (
        <AuditToolbar filters={filters} setFilter={setFilter} today={today} />
      )}
    />
  );
}
