import { describe, expect, it } from 'vitest';
import { positiveId } from './positive-id.ts';

describe('positiveId', () => {
  it('accepts positive whole numbers only', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '12345678901']) {
      expect(positiveId(bad)).toBeNull();
    }
  });
});
