import { type RepackJobStatus, repackJobStatusLabels } from '@homer/contracts/repack-jobs';
import { Badge } from '@mantine/core';

// Filled shades whose text meets WCAG AA in both schemes, as the other status badges.
const colours: Record<RepackJobStatus, string> = {
  draft: 'gray.8',
  in_process: 'blue.8',
  pending_verification: 'grape.8',
  released: 'teal.9',
  rejected: 'red.9',
  cancelled: 'gray.8',
};

/** A repack job's status in words and colour. */
export function JobStatusBadge({ status }: { status: RepackJobStatus }) {
  return (
    <Badge color={colours[status]} variant="filled" style={{ textTransform: 'none' }}>
      {repackJobStatusLabels[status]}
    </Badge>
  );
}
