import { Badge } from '@mantine/core';
import type { EligibilityShown } from '../lib/eligibility.ts';

// Filled shades whose text (white, or black by autoContrast) meets WCAG AA in both schemes, as the other badges.
const colours: Record<EligibilityShown, string> = {
  Pending: 'gray.8',
  Eligible: 'teal.9',
  Ineligible: 'red.9',
  Lapsed: 'orange.4',
};

/** A patient's eligibility in words and colour; "Lapsed" once the recertification date has passed. */
export function EligibilityBadge({ shown }: { shown: EligibilityShown }) {
  return (
    <Badge color={colours[shown]} variant="filled" autoContrast style={{ textTransform: 'none' }}>
      {shown}
    </Badge>
  );
}
