import { readRxNumber, refillMessages } from '@homer/contracts/refills';

/** What the widget knows of the selected facility: null while loading, or when it is not the user's. */
type FacilityFlags = { isPharmacy: boolean; supportsRequests: boolean };

export type CreateControlState = {
  /** Whether the create control is shown at all (§2.3: only for a pharmacy facility of the user). */
  show: boolean;
  /** The button's label, one of the three of §2.3. */
  label: string;
  /** Whether the Rx number may be sent (a facility that takes requests). */
  enabled: boolean;
  /** isRxUser users are asked to pick a facility when none is chosen or it takes no requests. */
  promptFacility: boolean;
};

/**
 * Spec §2.3. With no facility selected the button says 'Select Facility To Create Request' (disabled); a selected
 * facility that is not one of the user's pharmacy facilities hides the control; a pharmacy that takes no
 * requests says 'Facility does not Support Requests' (disabled); otherwise 'Create New Refill Request'.
 */
export function createControlState(
  selectedFacilityId: number | null,
  facility: FacilityFlags | null,
  isRxUser: boolean,
): CreateControlState {
  if (selectedFacilityId === null) {
    return { show: true, label: refillMessages.selectFacility, enabled: false, promptFacility: isRxUser };
  }
  if (!facility?.isPharmacy) {
    return { show: false, label: refillMessages.createButton, enabled: false, promptFacility: isRxUser };
  }
  if (!facility.supportsRequests) {
    return {
      show: true,
      label: refillMessages.facilityNoRequests,
      enabled: false,
      promptFacility: isRxUser,
    };
  }
  return { show: true, label: refillMessages.createButton, enabled: true, promptFacility: false };
}

/**
 * A USB barcode scanner types like a keyboard, only much faster, and ends with Enter. Given the times (ms) of
 * the keys that typed the value, says whether it was scanned: at least 4 keys at under 35 ms apart on average
 * (people type at 100 ms or more). A pasted value has no key times and counts as typed.
 */
export function looksScanned(keyTimes: readonly number[]): boolean {
  if (keyTimes.length < 4) return false;
  const first = keyTimes[0] ?? 0;
  const last = keyTimes[keyTimes.length - 1] ?? 0;
  return (last - first) / (keyTimes.length - 1) < 35;
}

/** The Rx number field's error (what the server would answer), or null when a number can be read. */
export function rxNumberError(value: string, scanned: boolean): string | null {
  const read = readRxNumber(value, scanned);
  return 'error' in read ? read.error : null;
}
