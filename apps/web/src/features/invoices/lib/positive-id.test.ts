import { describe, expect, it } from 'vitest';
import { positiveId } from './positive-id.ts';

describe('positiveId', () => {
  it('accepts positive whole numbers only', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('-3')).toBeNull();
    expect(positiveId('1.5')).toBeNull();
    expect(positiveId('abc')).toBeNull();
    expect(positiveId(undefined)).toBeNull();
    expect(positiveId('12345678901')).toBeNull();
  });
});
