import { describe, expect, it } from 'vitest';
import { loginThrottle as t } from './login-throttle.ts';

// The figures are policy, but the promises of the module's comment hold only while they keep these relations.
describe('loginThrottle', () => {
  it('lets the pair wait grow from its first wait to its cap, and remembers the pair longer than the cap', () => {
    expect(t.pairFreeFailures).toBeGreaterThan(0);
    expect(t.pairFirstWaitMinutes).toBeGreaterThan(0);
    expect(t.pairFirstWaitMinutes).toBeLessThanOrEqual(t.pairMaxWaitMinutes);
    expect(t.pairMaxWaitMinutes).toBeLessThan(t.pairMemoryHours * 60);
  });

  it('lets a person mistype at their own address before the address throttle counts against others', () => {
    expect(t.pairFreeFailures).toBeLessThan(t.perAddress);
  });

  it('keeps one address, however busy, from closing an account to everyone on its own within the hour', () => {
    const oneAddressPerHour = t.perAddress * Math.ceil(60 / t.addressWindowMinutes);
    expect(oneAddressPerHour).toBeLessThan(t.perAccountHourly);
  });

  it('remembers known addresses for longer than the throttle windows', () => {
    expect(t.knownAddressDays * 24).toBeGreaterThan(t.pairMemoryHours);
  });
});
