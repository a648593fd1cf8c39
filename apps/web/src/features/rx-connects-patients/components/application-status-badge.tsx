import type { RxApplicationStatus } from '@homer/contracts/rx-connects-patients';
import { Badge } from '@mantine/core';

// As the donor and repository statuses: dark enough for white text (WCAG AA), Pending dark text on yellow.
const colours: Record<RxApplicationStatus, string> = {
  Pending: 'yellow.4',
  Approved: 'teal.9',
  Denied: 'red.9',
};

/** A patient application's status in words on its colour. */
export function ApplicationStatusBadge({ status }: { status: RxApplicationStatus }) {
  return (
    <Badge
      color={colours[status]}
      variant="filled"
      c={status === 'Pending' ? 'dark.9' : undefined}
      style={{ textTransform: 'none' }}
    >
      {status}
    </Badge>
  );
}
