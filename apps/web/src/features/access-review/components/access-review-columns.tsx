import type { AccessReviewRow } from '@homer/contracts/account-security-admin';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

const dateTime = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString() : none);

export const accessReviewColumns: ListColumn<AccessReviewRow>[] = [
  {
    key: 'userName',
    title: 'User Name',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={`/admin/users/user/edit/module-access/${row.userId}`} size="sm">
        {row.userName}
      </Anchor>
    ),
  },
  { key: 'lastName', title: 'Name', sortable: true, render: (row) => row.fullName },
  { key: 'email', title: 'Email' },
  { key: 'module', title: 'Module', sortable: true },
  { key: 'role', title: 'Role' },
  {
    key: 'grantedAt',
    title: 'Granted',
    sortable: true,
    render: (row) => dateTime(row.grantedAt, 'Not recorded'),
  },
  { key: 'grantedBy', title: 'Granted By', render: (row) => row.grantedBy ?? 'Not recorded' },
  { key: 'lastSignInAt', title: 'Last Sign-in', render: (row) => dateTime(row.lastSignInAt, 'Never') },
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
