import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label.ts';

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('bad')).toBe('bad');
  });
});
