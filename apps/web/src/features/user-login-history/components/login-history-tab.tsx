import type { LoginHistoryRow } from '@homer/contracts/user-profile-tabs';
import { Badge, Select, Text } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getLoginHistory, type LoginHistoryFilters, loginHistoryKey } from '../api/get-login-history.ts';

const columns: readonly ListColumn<LoginHistoryRow>[] = [
  { key: 'date', title: 'Date', sortable: true, render: (row) => row.dateFormatted },
  { key: 'method', title: 'Method' },
  {
    key: 'result',
    title: 'Result',
    render: (row) => (
      <>
        <Badge color={row.succeeded ? 'teal.9' : 'red.9'} variant="filled" mr="xs">
          {row.succeeded ? 'Success' : 'Failure'}
        </Badge>
        <Text span size="sm">
          {row.result}
        </Text>
      </>
    ),
  },
  { key: 'ipAddress', title: 'Address', render: (row) => row.ipAddress ?? '' },
  { key: 'userAgent', title: 'Browser', hiddenByDefault: true, render: (row) => row.userAgent ?? '' },
];

const defaultFilters: LoginHistoryFilters = { outcome: null };
const all = 'all';

/** The login-history tab: every sign-in and failure of one user, newest first (decision 041). */
export function LoginHistoryTab({ userId }: { userId: number }) {
  return (
    <ListPage<LoginHistoryRow, LoginHistoryFilters>
      queryKey={loginHistoryKey(userId)}
      fetchPage={(params, signal) => getLoginHistory(userId, params, signal)}
      columns={columns}
      getRowId={(row) => row.id}
      defaultSort={{ field: 'date', order: 'desc' }}
      defaultPageSize={25}
      searchable={false}
      defaultFilters={defaultFilters}
      filters={({ filters, setFilter }) => (
        <Select
          label="Result"
          data={[
            { value: all, label: 'All' },
            { value: 'succeeded', label: 'Success' },
            { value: 'failed', label: 'Failure' },
          ]}
          value={filters.outcome ?? all}
          onChange={(v) => setFilter('outcome', v && v !== all ? v : null)}
          allowDeselect={false}
          w={160}
        />
      )}
    />
  );
}
