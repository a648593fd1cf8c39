import { refillStepLabel, refillStepText } from '@homer/contracts/refills';
import { Badge } from '@mantine/core';

// Dark shades: white text on them keeps AA contrast in both colour schemes. The word is the step; colour only helps.
function colour(step: number): string {
  if (step < 0) return 'dark.5';
  if (step <= 1) return 'blue.8';
  if (step <= 3) return 'grape.9';
  return 'teal.9';
}

/**
 * A shipment's state: the dashboard's label (§4.7) in the widget; on the fulfilment pages the same word with the
 * step's name beside it (issue 27: one word for one state).
 */
export function StepBadge({ step, variant }: { step: number; variant: 'label' | 'withStep' }) {
  return (
    <Badge color={colour(step)} variant="filled" style={{ flexShrink: 0 }}>
      {variant === 'label' ? refillStepLabel(step) : refillStepText(step)}
    </Badge>
  );
}
