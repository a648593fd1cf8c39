import { describe, expect, it } from 'vitest';
import { hiddenRecordsText, totalOf, withCount } from './view-counts.ts';

describe('totalOf', () => {
  it('sums the counts once every one has arrived', () => {
    expect(totalOf([3, 0, 12])).toBe(15);
    expect(totalOf([])).toBe(0);
    expect(totalOf([3, undefined, 12])).toBeUndefined();
  });
});

describe('withCount', () => {
  it('adds the count once known', () => {
    expect(withCount('Pending', 4)).toBe('Pending (4)');
    expect(withCount('Pending', 0)).toBe('Pending (0)');
    expect(withCount('All tickets', 12345)).toBe('All tickets (12,345)');
    expect(withCount('Pending', undefined)).toBe('Pending');
    expect(withCount('All tickets', null)).toBe('All tickets');
  });
});

describe('hiddenRecordsText', () => {
  it('names each hidden group with its count', () => {
    expect(
      hiddenRecordsText('pending registrations', [
        { label: 'approved', count: 12 },
        { label: 'denied', count: 3 },
      ]),
    ).toBe('Showing pending registrations. 12 approved and 3 denied are hidden.');
    expect(
      hiddenRecordsText('pending donors', [
        { label: 'approved', count: 1 },
        { label: 'denied', count: 2 },
        { label: 'inactive', count: 1 },
      ]),
    ).toBe('Showing pending donors. 1 approved, 2 denied and 1 inactive are hidden.');
  });
  it('says "is" for one record and leaves out empty groups', () => {
    expect(
      hiddenRecordsText('pending donors', [
        { label: 'approved', count: 0 },
        { label: 'denied', count: 1 },
      ]),
    ).toBe('Showing pending donors. 1 denied is hidden.');
  });
  it('is null when nothing is hidden', () => {
    expect(hiddenRecordsText('pending donors', [{ label: 'approved', count: 0 }])).toBeNull();
    expect(hiddenRecordsText('every status', [])).toBeNull();
  });
});
