import { isPositiveIdText } from '@homer/contracts/prerendered-links';

/** A route parameter as a positive whole number, or null when it is missing or anything else. */
export function positiveId(param: string | undefined): number | null {
  return isPositiveIdText(param) ? Number(param) : null;
}
