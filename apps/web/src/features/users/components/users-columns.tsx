import type { AdminUserRow } from '@homer/contracts/user-admin';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { userTabPath } from '../lib/user-tab-path.ts';
import { UserRowActions } from './user-row-actions.tsx';

const signedIn = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

export const usersColumns: ListColumn<AdminUserRow>[] = [
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
  { key: 'lastSignInAt', title: 'Last Sign-in', render: (row) => signedIn(row.lastSignInAt) },
  {
    key: 'status',
    title: 'Status',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        {row.disabled ? (
          <Badge color="red.9" variant="filled">
            Disabled
          </Badge>
        ) : (
          <Badge color="teal.9" variant="filled">
            Active
          </Badge>
        )}
        {row.locked && (
          <Badge color="grape.9" variant="filled">
            Locked
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'actions', title: 'Actions', render: (row) => <UserRowActions row={row} /> },
];
