import { describe, expect, it } from 'vitest';
import { attainmentBasis, attainmentText, ratingText } from './help-desk-figures.ts';

describe('attainmentText', () => {
  it('is met over measured in percent, to one decimal', () => {
    expect(attainmentText(37, 40)).toBe('92.5%');
    expect(attainmentText(1, 3)).toBe('33.3%');
    expect(attainmentText(5, 5)).toBe('100.0%');
    expect(attainmentText(0, 2)).toBe('0.0%');
  });
  it('is a dash when nothing was measured', () => {
    expect(attainmentText(0, 0)).toBe('—');
  });
});

describe('attainmentBasis', () => {
  it('says how many of how many tickets met it', () => {
    expect(attainmentBasis(37, 40)).toBe('37 of 40 met');
    expect(attainmentBasis(1200, 1500)).toBe('1,200 of 1,500 met');
  });
  it('says nothing when nothing was measured', () => {
    expect(attainmentBasis(0, 0)).toBeNull();
  });
});

describe('ratingText', () => {
  it('shows an average rating to two decimals, and none as a dash', () => {
    expect(ratingText(4.5)).toBe('4.50');
    expect(ratingText(3.67)).toBe('3.67');
    expect(ratingText(null)).toBe('—');
  });
});
