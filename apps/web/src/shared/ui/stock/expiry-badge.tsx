import { type ExpiryBand, expiryBand, expiryBandLabels } from '@homer/contracts/stock-quantity';
import { Badge } from '@mantine/core';
import { usDate } from '../../lib/us-date.ts';

// Filled, in shades whose text (white or black by autoContrast) meets WCAG AA: the light variant's did not (axe).
const bandColours: Record<ExpiryBand, string> = {
  expired: 'red.9',
  within30: 'orange.4',
  within60: 'yellow.4',
  within90: 'lime.4',
  later: 'gray.8',
  none: 'gray.8',
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
      variant="filled"
      autoContrast
      color={bandColours[band]}
      title={expiryBandLabels[band]}
      style={{ textTransform: 'none' }}
    >
      {expiry ? usDate(expiry) : expiryBandLabels.none}
      {bandWords[band]}
    </Badge>
  );
}
