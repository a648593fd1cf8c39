import { describe, expect, it } from 'vitest';
import { sentWhen } from './sent-when.ts';

describe('sentWhen', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('gives the time alone today and the date before', () => {
    expect(sentWhen(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toMatch(/^9:05\sAM$/);
    expect(sentWhen(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toMatch(/^Nov 20, 2026.*9:05\sAM$/);
  });
});
