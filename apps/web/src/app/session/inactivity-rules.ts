import { inactivityLimitSeconds } from '@homer/contracts/session-limits';

/** Spec §4.1 and §9: session inactivity constants; the total is the server's idle limit too. */
export const inactivity = {
  totalSeconds: inactivityLimitSeconds,
  warnAfterSeconds: 7 * 60,
  activityThrottleMs: 300,
  checkIntervalMs: 1000,
} as const;

export type InactivityState =
  | { kind: 'active' }
  | { kind: 'warning'; secondsLeft: number }
  | { kind: 'expired' };

export function inactivityState(nowMs: number, lastAccessMs: number): InactivityState {
  const idleSeconds = Math.max(0, (nowMs - lastAccessMs) / 1000);
  if (idleSeconds >= inactivity.totalSeconds) return { kind: 'expired' };
  if (idleSeconds >= inactivity.warnAfterSeconds) {
    return { kind: 'warning', secondsLeft: Math.ceil(inactivity.totalSeconds - idleSeconds) };
  }
  return { kind: 'active' };
}

/** Spec §4.1: mouse, key and touch activity only counts on pharmacy and metabolic-formula pages. */
export function countsAsActivity(pathname: string): boolean {
  const area = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase();
  return area === 'pharmacy' || area === 'metabolic-formula';
}

/** m:ss for the countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
