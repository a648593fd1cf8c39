import { holidayPaths } from '@homer/contracts/holidays';
import { describe, expect, it } from 'vitest';
import { publicHolidaysPath } from './public-holidays.ts';

describe('the public Holidays page’s call', () => {
  it('asks the contract’s path', () => {
    expect(publicHolidaysPath).toBe(holidayPaths.publicList);
  });
});
