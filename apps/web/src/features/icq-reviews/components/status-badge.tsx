import type { IcqReviewStatus } from '@homer/contracts/icq-reviews';
import { Badge } from '@mantine/core';
import { reviewStatusColours } from '../lib/status-colours.ts';

export function ReviewStatusBadge({ status }: { status: IcqReviewStatus }) {
  return (
    <Badge color={reviewStatusColours[status]} variant="filled">
      {status}
    </Badge>
  );
}
