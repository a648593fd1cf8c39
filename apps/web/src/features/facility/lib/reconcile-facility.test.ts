import { describe, expect, it } from 'vitest';
import { reconcileFacility } from './reconcile-facility.ts';

const north = { value: 1, text: 'North Clinic', additionalData: 'North County Health Clinic' };
const south = { value: 2, text: 'South Clinic', additionalData: null };

describe('reconcileFacility', () => {
  it('selects the only facility when none is stored', () => {
    expect(reconcileFacility([north], null)).toEqual({
      id: 1,
      name: 'North Clinic',
      longName: 'North County Health Clinic',
    });
  });

  it('leaves the choice open when there are several', () => {
    expect(reconcileFacility([north, south], null)).toBeUndefined();
  });

  it('keeps a stored facility that is still offered', () => {
    expect(reconcileFacility([north, south], { id: 2, name: 'South Clinic' })).toBeUndefined();
  });

  it('clears a stored facility that is no longer offered', () => {
    expect(reconcileFacility([north, south], { id: 9, name: 'Closed Clinic' })).toBeNull();
    expect(reconcileFacility([], { id: 9, name: 'Closed Clinic' })).toBeNull();
  });

  it('replaces a stale facility by the only one offered', () => {
    expect(reconcileFacility([south], { id: 9, name: 'Closed Clinic' })).toEqual({
      id: 2,
      name: 'South Clinic',
      longName: null,
    });
  });
});
