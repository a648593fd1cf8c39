import { type HerosRoundRow, herosWebPaths } from '@homer/contracts/heros';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const roundPath = (id: number) => `/${herosWebPaths.round(id)}`;

/** Open and taking applications, open but outside its dates, or closed: in words, the colour only repeats it. */
export function roundState(round: Pick<HerosRoundRow, 'isOpen' | 'isTakingApplications'>) {
  if (round.isTakingApplications) return { label: 'Open', colour: 'teal.9' };
  if (round.isOpen) return { label: 'Open (outside its dates)', colour: 'orange.9' };
  return { label: 'Closed', colour: 'gray.7' };
}

export function RoundStateBadge({
  round,
}: {
  round: Pick<HerosRoundRow, 'isOpen' | 'isTakingApplications'>;
}) {
  const state = roundState(round);
  return (
    <Badge color={state.colour} variant="filled" style={{ textTransform: 'none' }}>
      {state.label}
    </Badge>
  );
}

const dateOrBlank = (iso: string | null) => (iso ? usDateTime(iso) : '');

export const roundColumns: ListColumn<HerosRoundRow>[] = [
  {
    key: 'name',
    title: 'Round',
    sortable: true,
    render: (row) => (
      <Anchor component={Link} to={roundPath(row.id)} size="sm">
        {row.name}
      </Anchor>
    ),
  },
  { key: 'state', title: 'State', render: (row) => <RoundStateBadge round={row} /> },
  { key: 'opensAt', title: 'Opens', sortable: true, render: (row) => dateOrBlank(row.opensAt) },
  { key: 'closesAt', title: 'Closes', sortable: true, render: (row) => dateOrBlank(row.closesAt) },
  { key: 'activeOptionCount', title: 'Active Options' },
  {
    key: 'pending',
    title: 'Awaiting Decision',
    render: (row) => row.counts.submitted + row.counts.changesRequested,
  },
  { key: 'approved', title: 'Approved', render: (row) => row.counts.approved },
  { key: 'denied', title: 'Denied', render: (row) => row.counts.denied },
  { key: 'total', title: 'Applications', render: (row) => row.counts.total },
  {
    key: 'createdAt',
    title: 'Created',
    sortable: true,
    hiddenByDefault: true,
    render: (row) => usDateTime(row.createdAt),
  },
];
