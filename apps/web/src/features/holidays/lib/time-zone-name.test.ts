import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name.ts';

describe('timeZoneName', () => {
  it('names a zone as people say it, without summer or winter time', () => {
    expect(timeZoneName('America/New_York')).toBe('Eastern Time');
  });

  it('falls back to the zone’s id when the browser does not know it', () => {
    expect(timeZoneName('Nowhere/Special')).toBe('Nowhere/Special');
  });
});
