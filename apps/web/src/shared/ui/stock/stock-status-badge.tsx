import { Badge } from '@mantine/core';

export const stockStatusLabels: Record<string, string> = {
  available: 'Available',
  on_hold: 'On hold',
  quarantine: 'Quarantine',
  recalled: 'Recalled',
  expired: 'Expired',
  damaged: 'Damaged',
};

const statusColours: Record<string, string> = {
  available: 'green',
  on_hold: 'orange',
  quarantine: 'grape',
  recalled: 'red',
  expired: 'red',
  damaged: 'gray',
};

/** A lot's status: only an available lot can be allocated (decision 098). */
export function StockStatusBadge({ status }: { status: string }) {
  return (
    // The darkest shade: a light badge's default text shade falls below 4.5:1 on its own tint (axe).
    <Badge variant="light" color={`${statusColours[status] ?? 'gray'}.9`} style={{ textTransform: 'none' }}>
      {stockStatusLabels[status] ?? status}
    </Badge>
  );
}
