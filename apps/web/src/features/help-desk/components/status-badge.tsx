import type { TicketStatus } from '@homer/contracts/help-desk-tickets';
import { Badge } from '@mantine/core';
import { statusColours } from '../lib/status-choices.ts';

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={statusColours[status]} variant="filled">
      {status}
    </Badge>
  );
}
