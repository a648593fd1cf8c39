import { describe, expect, it } from 'vitest';
import { countsAsActivity, formatCountdown, inactivityState } from './inactivity-rules.ts';

const start = Date.UTC(2025, 0, 1, 12, 0, 0);
const after = (seconds: number) => start + seconds * 1000;

describe('inactivityState', () => {
  it('stays active for the first 7 minutes', () => {
    expect(inactivityState(after(0), start)).toEqual({ kind: 'active' });
    expect(inactivityState(after(419), start)).toEqual({ kind: 'active' });
  });

  it('warns from 7 minutes on, counting down to 450 seconds', () => {
    expect(inactivityState(after(420), start)).toEqual({ kind: 'warning', secondsLeft: 30 });
    expect(inactivityState(after(449.5), start)).toEqual({ kind: 'warning', secondsLeft: 1 });
  });

  it('expires at 450 seconds', () => {
    expect(inactivityState(after(450), start)).toEqual({ kind: 'expired' });
  });

  it('treats a last access in the future (clock skew between tabs) as fresh', () => {
    expect(inactivityState(start, after(5))).toEqual({ kind: 'active' });
  });
});

describe('countsAsActivity', () => {
  it('counts pharmacy and metabolic-formula pages only', () => {
    expect(countsAsActivity('/pharmacy/fulfillment/edit/1/2')).toBe(true);
    expect(countsAsActivity('/metabolic-formula/orders')).toBe(true);
    expect(countsAsActivity('/dashboard')).toBe(false);
    expect(countsAsActivity('/support/pharmacy')).toBe(false);
    expect(countsAsActivity('/pharmacy-reports')).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
