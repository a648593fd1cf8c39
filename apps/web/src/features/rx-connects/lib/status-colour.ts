import { RxConnectsStatus } from '@homer/contracts/rx-connects';

/**
 * Each status's colour, dark enough for white text (WCAG AA) except Pending, which is written in dark text on
 * yellow; the status is always written on it, never told by colour alone.
 */
export const statusColour: Record<number, string> = {
  [RxConnectsStatus.Pending]: 'yellow.4',
  [RxConnectsStatus.Approved]: 'teal.9',
  [RxConnectsStatus.Denied]: 'red.9',
  [RxConnectsStatus.Inactive]: 'gray.7',
};
