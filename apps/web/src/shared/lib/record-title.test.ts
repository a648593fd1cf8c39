import { describe, expect, it } from 'vitest';
import { recordTitle } from './record-title.ts';

describe('recordTitle', () => {
  it('puts the record before the page title', () => {
    expect(recordTitle('Avery Admin (admin)', 'User Details')).toBe('Avery Admin (admin) · User Details');
  });

  it('is the page title alone while the record has no name', () => {
    expect(recordTitle(null, 'Purchase Order')).toBe('Purchase Order');
    expect(recordTitle('  ', 'Purchase Order')).toBe('Purchase Order');
  });
});
