import type { Option } from '@homer/contracts/envelope';
import type { SelectedFacility } from '../../../shared/lib/use-selected-facility.ts';

export function toSelectedFacility(option: Option): SelectedFacility {
  return { id: option.value, name: option.text, longName: option.additionalData ?? null };
}

/**
 * Spec §4.6: a single facility is selected automatically and a stored facility the user no longer has is
 * cleared. Returns the selection to store, or undefined when the stored one stands.
 */
export function reconcileFacility(
  options: readonly Option[],
  stored: SelectedFacility | null,
): SelectedFacility | null | undefined {
  if (stored && !options.some((o) => o.value === stored.id)) {
    return options.length === 1 && options[0] ? toSelectedFacility(options[0]) : null;
  }
  if (!stored && options.length === 1 && options[0]) return toSelectedFacility(options[0]);
  return undefined;
}
