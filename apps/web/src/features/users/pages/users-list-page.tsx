import type { AdminUserRow } from '@homer/contracts/user-admin';
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getUsersList, usersListQueryKey } from '../api/get-users-list.ts';
import { filterQuery, getUsersListExcel } from '../api/user-admin.ts';
import { SendToFilterButton } from '../components/send-to-filter-button.tsx';
import { usersColumns } from '../components/users-columns.tsx';
import { UsersFilters } from '../components/users-filters.tsx';
import { defaultUserFilters, type UserFilters } from '../lib/user-filters.ts';

const getRowId = (row: AdminUserRow) => row.id;

/**
 * Every user, searched by name, user name or email; each name links to the user's details tab. Staff actions:
 * create a user, export the filtered list, email all of the filter, and per row the welcome/reset email and unlock.
 */
export default function UsersListPage() {
  return (
    <ListPage<AdminUserRow, UserFilters>
      title="Users"
      queryKey={usersListQueryKey}
      fetchPage={getUsersList}
      columns={usersColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'lastName', order: 'asc' }}
      defaultPageSize={25}
      defaultFilters={defaultUserFilters}
      showActiveFilters
      filters={({ filters, setFilter }) => <UsersFilters filters={filters} setFilter={setFilter} />}
      toolbar={({ params }) => {
        const filter = filterQuery(params.search, params);
        return (
          <>
            <Button
              component={Link}
              to="/admin/users/create"
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              Create user
            </Button>
            <ExportButton fetchLink={() => getUsersListExcel(filter)} />
            <SendToFilterButton filter={filter} />
          </>
        );
      }}
    />
  );
}
