import { ageInDays, type HomeDeliveryRow } from '@homer/contracts/home-delivery-queue';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { HomeDeliveryStatusBadge } from './status-badge.tsx';

export const requestPath = (id: number) => `/pharmacy/home-delivery/edit/${id}`;

const age = (row: HomeDeliveryRow) => {
  const days = ageInDays(row.submittedAt);
  return days === 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'}`;
};

export const queueColumns: ListColumn<HomeDeliveryRow>[] = [
  {
    key: 'id',
    title: 'Request',
    width: 90,
    render: (row) => (
      <Anchor component={Link} to={requestPath(row.id)} size="sm">
        #{row.id}
      </Anchor>
    ),
  },
  {
    key: 'submittedAt',
    title: 'Submitted',
    sortable: true,
    render: (row) => usDateTime(row.submittedAt),
  },
  {
    key: 'phoneMasked',
    title: 'Phone',
    headerHint: 'Only the last four digits are shown here; the request page shows the full number.',
  },
  { key: 'prescriptionCount', title: 'Prescriptions' },
  { key: 'status', title: 'Status', render: (row) => <HomeDeliveryStatusBadge status={row.status} /> },
  { key: 'age', title: 'Age', render: age },
];
