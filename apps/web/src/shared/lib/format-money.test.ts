import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format-money.ts';

describe('formatMoney', () => {
  it('groups thousands and keeps exact cents', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('999')).toBe('$999.00');
    expect(formatMoney('1000.10')).toBe('$1,000.10');
    expect(formatMoney('9999999999999.99')).toBe('$9,999,999,999,999.99');
  });

  it('shows overspent figures as negative', () => {
    expect(formatMoney('-50.5')).toBe('-$50.50');
    expect(formatMoney('-0.00')).toBe('$0.00');
  });

  it('shows nothing for no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
  });

  it('percent', () => {
    expect(formatPercent('19.99')).toBe('19.99%');
    expect(formatPercent(null)).toBe('N/A');
  });
});
