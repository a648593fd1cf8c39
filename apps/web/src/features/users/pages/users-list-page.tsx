import type { UserRow } from '@homer/contracts/users';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getUsersList, usersListQueryKey } from '../api/get-users-list.ts';
import { usersColumns } from '../components/users-columns.tsx';
import { UsersFilters } from '../components/users-filters.tsx';
import { defaultUserFilters, type UserFilters } from '../lib/user-filters.ts';

const getRowId = (row: UserRow) => row.id;

/** Every user, searched by name, user name or email; each name links to the user's details tab. */
export default function UsersListPage() {
  return (
    <ListPage<UserRow, UserFilters>
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
    />
  );
}
