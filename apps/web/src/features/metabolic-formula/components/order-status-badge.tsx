import type { MfOrderStatus } from '@homer/contracts/metabolic-formula';
import { Badge } from '@mantine/core';

const colours: Record<MfOrderStatus, string> = {
  Submitted: 'blue.8',
  Shipped: 'teal.9',
  Cancelled: 'gray.8',
};

/** A formula order's status in words and colour. */
export function OrderStatusBadge({ status }: { status: MfOrderStatus }) {
  return (
    <Badge color={colours[status]} variant="filled" style={{ textTransform: 'none' }}>
      {status}
    </Badge>
  );
}
