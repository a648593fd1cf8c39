import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(29.9)).toBe('0:29');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(7507)).toBe('125:07');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
