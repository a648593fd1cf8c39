import { Badge } from '@mantine/core';
import { statusColours } from '../lib/heros-filters.ts';

// Never cut to 'Sub…' in a narrow cell: the word is what the badge is for.
const badgeStyles = {
  root: { textTransform: 'none', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

/** An application's status: its name in words on a colour, never the colour alone. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge color={statusColours[status] ?? 'gray.7'} variant="filled" styles={badgeStyles}>
      {name}
    </Badge>
  );
}
