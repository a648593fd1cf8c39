import { type ExpiryBand, expiryBand, expiryBandLabels } from '@homer/contracts/stock-quantity';
import { Badge } from '@mantine/core';
import { usDate } from '../../lib/us-date.ts';

const bandColours: Record<ExpiryBand, string> = {
  expired: 'red',
  within30: 'orange',
  within60: 'yellow',
  within90: 'lime',
  later: 'gray',
  none: 'gray',
};

const bandWords: Record<ExpiryBand, string> = {
  expired: ' · expired',
  within30: ' · ≤ 30 days',
  within60: ' · ≤ 60 days',
  within90: ' · ≤ 90 days',
  later: '',
  none: '',
};

const todayIso = () => new Date().toLocaleDateString('en-CA');

/** A lot's expiry (or beyond-use) date with its band in words as well as colour, so it is not told by colour alone. */
export function ExpiryBadge({ expiry, today = todayIso() }: { expiry: string | null; today?: string }) {
  const band = expiryBand(expiry, today);
  return (
    <Badge
      variant="light"
      color={bandColours[band]}
      title={expiryBandLabels[band]}
      style={{ textTransform: 'none' }}
    >
      {expiry ? usDate(expiry) : expiryBandLabels.none}
      {bandWords[band]}
    </Badge>
  );
}
