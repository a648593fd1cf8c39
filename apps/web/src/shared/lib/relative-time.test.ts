import { describe, expect, it } from 'vitest';
import { notifiedWhen } from './relative-time.ts';

describe('notifiedWhen', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('reads recent times relatively', () => {
    expect(notifiedWhen('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(notifiedWhen('2026-11-24T11:59:00Z', now)).toBe('1 minute ago');
    expect(notifiedWhen('2026-11-24T11:15:00Z', now)).toBe('45 minutes ago');
    expect(notifiedWhen('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
  });
  it('gives the date after a day', () => {
    expect(notifiedWhen('2026-11-20T09:00:00Z', now)).toMatch(/Nov 20, 2026/);
  });
});
