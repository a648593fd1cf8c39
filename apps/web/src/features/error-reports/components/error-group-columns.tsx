import type { ErrorGroupRow, ErrorGroupStatus } from '@homer/contracts/error-reports';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const errorGroupPath = (id: number) => `/error-report/${id}`;

// Dark shades: white text on them passes WCAG AA contrast.
const statusColour = { open: 'red.9', resolved: 'teal.9' } as const;

export function ErrorStatusBadge({ status }: { status: ErrorGroupStatus }) {
  return (
    <Badge color={statusColour[status]} variant="filled">
      {status === 'open' ? 'Open' : 'Resolved'}
    </Badge>
  );
}

export const errorGroupColumns: ListColumn<ErrorGroupRow>[] = [
  {
    key: 'message',
    title: 'Error',
    render: (row) => (
      <Anchor component={Link} to={errorGroupPath(row.id)} size="sm">
        {`${row.type}: ${row.message}`}
      </Anchor>
    ),
  },
  {
    key: 'source',
    title: 'Source',
    width: 90,
    render: (row) => (row.source === 'web' ? 'Browser' : 'Server'),
  },
  { key: 'route', title: 'Route' },
  { key: 'count', title: 'Count', width: 80 },
  { key: 'lastRelease', title: 'Last Release', hiddenByDefault: true },
  { key: 'firstSeenAt', title: 'First Seen', render: (row) => usDateTime(row.firstSeenAt) },
  { key: 'lastSeenAt', title: 'Last Seen', sortable: true, render: (row) => usDateTime(row.lastSeenAt) },
  { key: 'status', title: 'Status', width: 110, render: (row) => <ErrorStatusBadge status={row.status} /> },
];
