import type { StockTransferStatus } from '@homer/contracts/stock-transfers';
import { Badge } from '@mantine/core';

const colours: Record<StockTransferStatus, string> = {
  Draft: 'gray.8',
  Dispatched: 'blue.9',
  Received: 'teal.9',
  Cancelled: 'red.9',
};

export function TransferStatusBadge({ status }: { status: StockTransferStatus }) {
  return (
    <Badge color={colours[status]} variant="filled" style={{ textTransform: 'none' }}>
      {status}
    </Badge>
  );
}
