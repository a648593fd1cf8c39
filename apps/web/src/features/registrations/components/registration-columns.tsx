import {
  type RegistrationKind,
  type RegistrationRow,
  registrationKindLabels,
  registrationPath,
} from '@homer/contracts/registrations';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const reviewPath = (kind: RegistrationKind, id: number) => `/${registrationPath(kind, id)}`;

// Dark shades: white text on them passes WCAG AA contrast.
const statusColour = { Pending: 'grape.9', Approved: 'teal.9', Denied: 'red.9' } as const;

export function StatusBadge({ status }: { status: RegistrationRow['status'] }) {
  return (
    <Badge color={statusColour[status]} variant="filled">
      {status}
    </Badge>
  );
}

export const registrationColumns: ListColumn<RegistrationRow>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (row) => (
      <Anchor component={Link} to={reviewPath(row.kind, row.id)} size="sm">
        {row.name}
      </Anchor>
    ),
  },
  { key: 'email', title: 'Email' },
  { key: 'phoneNumber', title: 'Phone' },
  { key: 'facilities', title: 'Facilities Requested' },
  { key: 'kind', title: 'Kind', render: (row) => registrationKindLabels[row.kind] },
  {
    key: 'submittedAt',
    title: 'Submitted',
    sortable: true,
    sortField: 'submittedAt',
    render: (row) => usDateTime(row.submittedAt),
  },
  { key: 'status', title: 'Status', width: 120, render: (row) => <StatusBadge status={row.status} /> },
];
