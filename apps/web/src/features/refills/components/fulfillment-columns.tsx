import type { RefillListRow } from '@homer/contracts/refills';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { fulfillmentEditPath } from '../lib/create-refill-flow.ts';
import { StepBadge } from './step-badge.tsx';

export const fulfillmentColumns: ListColumn<RefillListRow>[] = [
  {
    key: 'shipmentId',
    title: 'Shipment',
    width: 100,
    render: (row) => (
      <Anchor component={Link} to={fulfillmentEditPath(row.shipmentId, row.inventoryId)} size="sm">
        #{row.shipmentId}
      </Anchor>
    ),
  },
  { key: 'dateCreated', title: 'Created', sortable: true, render: (row) => usDateTime(row.dateCreated) },
  { key: 'patientName', title: 'Patient', render: (row) => row.patientName ?? 'No prescription yet' },
  {
    key: 'currentStep',
    title: 'Step',
    render: (row) => <StepBadge step={row.currentStep} variant="withStep" />,
  },
  { key: 'rxCount', title: 'Rx' },
  { key: 'inventoryName', title: 'Inventory' },
  { key: 'facilityName', title: 'Facility' },
  { key: 'createdByName', title: 'Created by', hiddenByDefault: true },
];
