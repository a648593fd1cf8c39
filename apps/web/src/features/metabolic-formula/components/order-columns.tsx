import type { MfOrderRow } from '@homer/contracts/metabolic-formula';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { periodLabel } from '../lib/mf-format.ts';
import { mfOrderPath, mfPatientPath } from '../lib/mf-paths.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const count = (value: number) => value.toLocaleString('en-US');

/** The order queue's columns; the patient's page lists the same orders with them. */
export const mfOrderColumns: ListColumn<MfOrderRow>[] = [
  {
    key: 'orderNumber',
    title: 'Order #',
    render: (row) => (
      <Anchor component={Link} to={mfOrderPath(row.orderId)} size="sm">
        {row.orderNumber}
      </Anchor>
    ),
  },
  {
    key: 'patientName',
    title: 'Patient',
    render: (row) => (
      <Anchor component={Link} to={mfPatientPath(row.patientId)} size="sm">
        {row.patientName}
      </Anchor>
    ),
  },
  { key: 'period', title: 'Period', render: (row) => periodLabel(row.period) },
  { key: 'months', title: 'Months', width: 90 },
  {
    key: 'shipBy',
    title: 'Ship By',
    headerHint: 'The first business day the order may ship (weekends and holidays skipped).',
    render: (row) => usDate(row.shipBy),
  },
  { key: 'units', title: 'Units', width: 90, render: (row) => count(row.units) },
  { key: 'status', title: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
];
