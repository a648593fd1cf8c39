import { type HerosApplicationRow, herosWebPaths } from '@homer/contracts/heros';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { StatusBadge } from './status-badge.tsx';

export const applicationPath = (id: number) => `/${herosWebPaths.application(id)}`;

export const applicationColumns: ListColumn<HerosApplicationRow>[] = [
  {
    key: 'agencyName',
    title: 'Agency',
    render: (row) => (
      <Anchor component={Link} to={applicationPath(row.id)} size="sm">
        {row.agencyName}
      </Anchor>
    ),
  },
  { key: 'countyName', title: 'County' },
  { key: 'roundName', title: 'Round', hiddenByDefault: true },
  {
    key: 'primaryName',
    title: 'Primary Contact',
    hiddenByDefault: true,
    render: (row) => `${row.primaryName} (${row.primaryEmail})`,
  },
  {
    key: 'submittedAt',
    title: 'Submitted',
    sortable: true,
    render: (row) => usDateTime(row.submittedAt),
  },
  {
    key: 'totalDoses',
    title: 'Doses Requested',
    render: (row) => row.totalDoses.toLocaleString('en-US'),
  },
  {
    key: 'status',
    title: 'Status',
    headerHint: 'Applications awaiting a decision (Submitted, Changes requested) are listed first.',
    render: (row) => <StatusBadge status={row.status} name={row.statusName} />,
  },
  {
    key: 'decidedAt',
    title: 'Decided',
    hiddenByDefault: true,
    render: (row) => (row.decidedAt ? usDateTime(row.decidedAt) : ''),
  },
];
