import type { CiOrderStatus } from '@homer/contracts/ci-orders';
import { Badge } from '@mantine/core';

// Filled shades whose text meets WCAG AA in both schemes, as the other status badges.
const colours: Record<CiOrderStatus, string> = {
  Draft: 'gray.8',
  Submitted: 'blue.8',
  Approved: 'indigo.8',
  Purchasing: 'violet.8',
  Received: 'grape.8',
  Repacking: 'pink.9',
  Shipped: 'cyan.9',
  'Received by county': 'teal.9',
  Closed: 'dark.6',
  Cancelled: 'red.9',
};

/** A CI order's status in words and colour. */
export function OrderStatusBadge({ status }: { status: CiOrderStatus }) {
  return (
    <Badge color={colours[status]} variant="filled" style={{ textTransform: 'none' }}>
      {status}
    </Badge>
  );
}
