import { Badge } from '@mantine/core';

export const stockStatusLabels: Record<string, string> = {
  available: 'Available',
  on_hold: 'On hold',
  quarantine: 'Quarantine',
  recalled: 'Recalled',
  expired: 'Expired',
  damaged: 'Damaged',
};

// Filled shades whose text (white or black by autoContrast) meets WCAG AA: the light variant's did not (axe).
const statusColours: Record<string, string> = {
  available: 'teal.9',
  on_hold: 'orange.4',
  quarantine: 'grape.9',
  recalled: 'red.9',
  expired: 'red.9',
  damaged: 'gray.8',
};

/** A lot's status: only an available lot can be allocated (decision 098). */
export function StockStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="filled"
      autoContrast
      color={statusColours[status] ?? 'gray.8'}
      style={{ textTransform: 'none' }}
    >
      {stockStatusLabels[status] ?? status}
    </Badge>
  );
}
