import type { RepackJobRow } from '@homer/contracts/repack-jobs';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

export const repackJobPath = (id: number) => `/ci-repack/jobs/edit/${id}`;
export const repackJobListPath = '/ci-repack/jobs/list';

/** How a job is named on every screen. */
export const jobName = (id: number) => `Repack job #${id}`;

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);
/** Waste and samples are units of the product's dispensing unit, never bare numbers. */
const unitsOf = (row: RepackJobRow, units: number | null) =>
  units === null ? '—' : formatUnitsAndPacks(units, { dispensingUnit: row.dispensingUnit, packSize: 1 });

export const repackJobColumns: ListColumn<RepackJobRow>[] = [
  {
    key: 'id',
    title: 'Job #',
    render: (row) => (
      <Anchor component={Link} to={repackJobPath(row.id)} size="sm" aria-label={jobName(row.id)}>
        #{row.id}
      </Anchor>
    ),
  },
  { key: 'status', title: 'Status', render: (row) => <JobStatusBadge status={row.status} /> },
  {
    key: 'productName',
    title: 'Product',
    render: (row) => (
      <>
        {row.productName}
        <Text span display="block" fz="xs" c="dimmed">
          {row.ndc}
        </Text>
      </>
    ),
  },
  { key: 'siteName', title: 'Site' },
  { key: 'plannedCards', title: 'Planned cards' },
  { key: 'actualCards', title: 'Cards made', render: (row) => dash(row.actualCards) },
  { key: 'wasteUnits', title: 'Waste', render: (row) => unitsOf(row, row.wasteUnits) },
  { key: 'sampleUnits', title: 'Samples', render: (row) => unitsOf(row, row.sampleUnits) },
  {
    key: 'yieldPercent',
    title: 'Yield',
    render: (row) => (row.yieldPercent === null ? '—' : `${row.yieldPercent} %`),
  },
  { key: 'lotNumber', title: 'Lot', render: (row) => dash(row.lotNumber) },
  { key: 'beyondUseDate', title: 'Beyond-use date', render: (row) => dash(usDate(row.beyondUseDate)) },
  { key: 'technicianName', title: 'Technician', render: (row) => dash(row.technicianName) },
  { key: 'createdAt', title: 'Created', sortable: true, render: (row) => usDateTime(row.createdAt) },
];
