import type { MfOrder } from '@homer/contracts/metabolic-formula';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { periodSpan } from '../lib/mf-format.ts';
import { mfPatientPath } from '../lib/mf-paths.ts';

const byAt = (by: string | null, at: string | null) => (by && at ? `${by}, ${usDateTime(at)}` : '—');

/** Whose order it is, for which months, when and how it ships, and who placed, shipped or cancelled it. */
export function OrderDetails({ order }: { order: MfOrder }) {
  return (
    <DetailsGrid>
      <DetailField label="Patient">
        <Anchor component={Link} to={mfPatientPath(order.patientId)} size="sm">
          {order.patientName}
        </Anchor>
      </DetailField>
      <DetailField label="Date of Birth">{usDate(order.dateOfBirth)}</DetailField>
      <DetailField label="Period">
        {periodSpan(order.period, order.months)} ({order.months} {order.months === 1 ? 'month' : 'months'})
      </DetailField>
      <DetailField label="Ship By">{usDate(order.shipBy)}</DetailField>
      <DetailField label="Shipping Method">{order.shippingMethod}</DetailField>
      <DetailField label="Ship To">{order.shipTo}</DetailField>
      <DetailField label="Pharmacy">{order.inventorySiteName}</DetailField>
      <DetailField label="Created">{byAt(order.createdBy, order.createdAt)}</DetailField>
      {order.shippedAt && <DetailField label="Shipped">{byAt(order.shippedBy, order.shippedAt)}</DetailField>}
      {order.cancelledAt && (
        <DetailField label="Cancelled">{byAt(order.cancelledBy, order.cancelledAt)}</DetailField>
      )}
      {order.cancelReason && <DetailField label="Reason">{order.cancelReason}</DetailField>}
    </DetailsGrid>
  );
}
