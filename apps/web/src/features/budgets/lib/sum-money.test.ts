import { describe, expect, it } from 'vitest';
import { sumMoney } from './sum-money.ts';

describe('sumMoney', () => {
  it('adds exactly where floating point would drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
  });

  it('reads one or two decimals and whole amounts', () => {
    expect(sumMoney(['1000.1', '5', '0.05'])).toBe('1005.15');
  });

  it('handles negative figures (overspent budgets) and a negative total', () => {
    expect(sumMoney(['-50.50', '20.25'])).toBe('-30.25');
    expect(sumMoney(['-0.05'])).toBe('-0.05');
    expect(sumMoney(['-50.50', '50.50'])).toBe('0.00');
  });

  it('is 0.00 for no rows', () => {
    expect(sumMoney([])).toBe('0.00');
  });

  it('stays exact beyond the safe-integer range of a double', () => {
    expect(sumMoney(['9999999999999.99', '9999999999999.99'])).toBe('19999999999999.98');
  });

  it('refuses what is not an amount', () => {
    expect(() => sumMoney(['12.345'])).toThrow('Not an amount: 12.345');
    expect(() => sumMoney(['abc'])).toThrow();
  });
});
