import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('shows exact decimal strings as US dollars', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('-50.50')).toBe('-$50.50');
    expect(formatMoney('9999999999999.99')).toBe('$9,999,999,999,999.99');
    expect(formatMoney(null)).toBe('');
  });
});
