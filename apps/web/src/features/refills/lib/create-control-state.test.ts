import { refillMessages } from '@homer/contracts/refills';
import { describe, expect, it } from 'vitest';
import { createControlState, looksScanned } from './create-control-state.ts';

const central = { isPharmacy: true, supportsRequests: true };
const orange = { isPharmacy: true, supportsRequests: false };
const clinic = { isPharmacy: false, supportsRequests: false };

describe('createControlState (spec §2.3)', () => {
  it('asks for a facility when none is selected, and prompts an isRxUser to pick one', () => {
    expect(createControlState(null, null, false)).toEqual({
      show: true,
      label: refillMessages.selectFacility,
      enabled: false,
      promptFacility: false,
    });
    expect(createControlState(null, null, true).promptFacility).toBe(true);
  });

  it('creates only at a pharmacy facility that takes requests', () => {
    expect(createControlState(1, central, true)).toEqual({
      show: true,
      label: 'Create New Refill Request',
      enabled: true,
      promptFacility: false,
    });
    const noRequests = createControlState(2, orange, true);
    expect(noRequests.label).toBe('Facility does not Support Requests');
    expect(noRequests.enabled).toBe(false);
    expect(noRequests.promptFacility).toBe(true);
    expect(createControlState(2, orange, false).promptFacility).toBe(false);
  });

  it('hides the control for a facility that is no pharmacy, or not the user’s (no info)', () => {
    expect(createControlState(3, clinic, false).show).toBe(false);
    expect(createControlState(3, null, false).show).toBe(false);
  });
});

describe('looksScanned', () => {
  it('tells a scanner’s burst from typing and from pasting', () => {
    expect(looksScanned([0, 8, 16, 25, 33, 41, 50, 58])).toBe(true);
    expect(looksScanned([0, 140, 260, 410, 530])).toBe(false);
    expect(looksScanned([])).toBe(false);
    expect(looksScanned([0, 5, 10])).toBe(false);
  });
});
