import type { IcqReviewStatus } from '@homer/contracts/icq-reviews';

/** Badge colours that keep white text readable (WCAG AA); the status word itself is always shown. */
export const reviewStatusColours: Record<IcqReviewStatus, string> = {
  Proposed: 'blue.8',
  Approved: 'teal.9',
  Declined: 'red.9',
  Cancelled: 'dark.5',
};
