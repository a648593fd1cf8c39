import { type StockCountStatus, stockCountStatusLabels } from '@homer/contracts/stock-counts';
import { Badge } from '@mantine/core';

const colours: Record<StockCountStatus, string> = {
  open: 'blue.8',
  recount: 'orange.9',
  pending_verification: 'grape.8',
  posted: 'teal.9',
  cancelled: 'gray.8',
};

/** A count's status in words and colour. */
export function CountStatusBadge({ status }: { status: StockCountStatus }) {
  return (
    <Badge color={colours[status]} variant="filled" style={{ textTransform: 'none' }}>
      {stockCountStatusLabels[status]}
    </Badge>
  );
}
