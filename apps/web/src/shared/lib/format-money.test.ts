import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, inputAmount, isNegativeMoney, plainAmount } from './format-money.ts';

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
    expect(isNegativeMoney('-30000.00')).toBe(true);
    expect(isNegativeMoney('-0.00')).toBe(false);
    expect(isNegativeMoney('12.00')).toBe(false);
    expect(isNegativeMoney(null)).toBe(false);
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

describe('money inputs', () => {
  it('show an amount as the screens do, without the $ that the input carries itself', () => {
    expect(inputAmount('250000.00')).toBe('250,000.00');
    expect(inputAmount('250000')).toBe('250,000.00');
    expect(inputAmount('1000.5')).toBe('1,000.50');
    expect(inputAmount('$1,234.5')).toBe('1,234.50');
    expect(`$${inputAmount('250000.00')}`).toBe(formatMoney('250000.00'));
  });

  it('leave text that is not an amount as typed, so its error makes sense', () => {
    expect(inputAmount('12.345')).toBe('12.345');
    expect(inputAmount('abc')).toBe('abc');
    expect(inputAmount('')).toBe('');
  });

  it('hand the form the plain amount', () => {
    expect(plainAmount('$250,000.00')).toBe('250000.00');
    expect(plainAmount(' 1 000 ')).toBe('1000');
  });
});
