import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { Badge } from '@mantine/core';
import { statusColour } from '../lib/status-colour.ts';

/** The application's status in words on its colour. */
export function StatusBadge({ statusId, statusName }: { statusId: number; statusName: string }) {
  return (
    <Badge
      color={statusColour[statusId] ?? 'gray.7'}
      variant="filled"
      c={statusId === RxConnectsStatus.Pending ? 'dark.9' : undefined}
    >
      {statusName}
    </Badge>
  );
}
