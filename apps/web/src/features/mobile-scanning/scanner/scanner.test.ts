import { describe, expect, it } from 'vitest';
import { createDuplicateFilter } from './duplicate-filter.ts';
import { regionOfInterest } from './region.ts';

describe('createDuplicateFilter', () => {
  it('ignores the same code within 2000 ms of its last sighting', () => {
    const isNew = createDuplicateFilter(2000);
    expect(isNew('A', 0)).toBe(true);
    expect(isNew('A', 1500)).toBe(false);
    expect(isNew('B', 1600)).toBe(true);
    expect(isNew('A', 3000)).toBe(false);
    expect(isNew('A', 5001)).toBe(true);
  });
});

describe('regionOfInterest', () => {
  it('leaves out 10% at the sides and 30% at the top and bottom', () => {
    expect(regionOfInterest(1920, 1080)).toEqual({ x: 192, y: 324, width: 1536, height: 432 });
  });
});
