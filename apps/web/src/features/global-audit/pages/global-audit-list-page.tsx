import {
  auditSearchMinLength,
  type GlobalAuditRecord,
  globalAuditPageSize,
} from '@homer/contracts/global-audit';
import { useState } from 'react';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getGlobalAuditList, globalAuditListQueryKey } from '../api/get-global-audit-list.ts';
import { useUserOptions } from '../api/get-user-options.ts';
import { auditColumns } from '../components/audit-columns.tsx';
import { AuditToolbar } from '../components/audit-toolbar.tsx';
import { type AuditFilters, defaultAuditFilters, todayOf } from '../lib/audit-filters.ts';

const getRowId = (row: GlobalAuditRecord) => row.id;

export default function GlobalAuditListPage() {
  // Fixed when the page opens, so Clear returns to the same month the page started with.
  const [{ defaults, today }] = useState(() => {
    const now = new Date();
    return { defaults: defaultAuditFilters(now), today: todayOf(now) };
  });
  const users = useUserOptions();

  return (
    <ListPage<GlobalAuditRecord, AuditFilters>
      title="Global Audit List"
      queryKey={globalAuditListQueryKey}
      fetchPage={getGlobalAuditList}
      columns={auditColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'dateChanged', order: 'desc' }}
      defaultPageSize={globalAuditPageSize}
      // Spec: a search with a 500 ms delay, here over Record Affected, Field and the changed values (decision 027).
      searchMinLength={auditSearchMinLength}
      defaultFilters={defaults}
      showActiveFilters
      // Ten columns of long values: fits the page area of a 1280 px screen (issue 27); narrower, it scrolls sideways
      // with Date Changed pinned.
      tableMinWidth={1100}
      filters={({ filters, setFilter }) => (
        <AuditToolbar filters={filters} setFilter={setFilter} users={users.data ?? []} today={today} />
      )}
    />
  );
}
