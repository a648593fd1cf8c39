import type { UserRow } from '@homer/contracts/users';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { userTabPath } from '../lib/user-tab-path.ts';

export const usersColumns: ListColumn<UserRow>[] = [
  {
    key: 'lastName',
    title: 'Name',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={userTabPath('details', row.id)} size="sm">
        {row.lastName}, {row.firstName}
      </Anchor>
    ),
  },
  { key: 'userName', title: 'User Name', sortable: true },
  { key: 'email', title: 'Email', sortable: true },
  {
    key: 'access',
    title: 'Module Access',
    render: (row) => row.access.map((a) => `${a.module}: ${a.role}`).join(', '),
  },
  {
    key: 'status',
    title: 'Status',
    render: (row) =>
      row.disabled ? (
        <Badge color="red.9" variant="filled">
          Disabled
        </Badge>
      ) : (
        <Badge color="teal.9" variant="filled">
          Active
        </Badge>
      ),
  },
];
