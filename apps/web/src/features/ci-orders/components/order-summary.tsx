import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import { usDate } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';

/** The order's facts: who orders from whom, when, how much, and its note (the header shows its status). */
export function OrderSummary({ order }: { order: CiOrderDetail }) {
  const cards = order.items.reduce((sum, item) => sum + item.cardsOrdered, 0);
  return (
    <DetailsGrid>
      <DetailField label="Facility">{order.facilityName}</DetailField>
      <DetailField label="Supplying pharmacy">{order.supplyingSiteName ?? '—'}</DetailField>
      <DetailField label="Order Date">{usDate(order.orderDate)}</DetailField>
      <DetailField label="Products">{order.items.length.toLocaleString('en-US')}</DetailField>
      <DetailField label="Cards Ordered">{cards.toLocaleString('en-US')}</DetailField>
      {order.note && <DetailField label="Note">{order.note}</DetailField>}
    </DetailsGrid>
  );
}
