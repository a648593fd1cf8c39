import { describe, expect, it } from 'vitest';
import { captchaRefreshMs, captchaRetryMs, createCaptchaSolver } from './captcha-solver.ts';

function slowVerify() {
  const calls: { settle: () => void }[] = [];
  const verify = () =>
    new Promise<void>((resolve) => {
      calls.push({ settle: resolve });
    });
  return { calls, verify };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCaptchaSolver', () => {
  it('starts no solve while the widget’s own first solve is under way', () => {
    const { calls, verify } = slowVerify();
    const solver = createCaptchaSolver(verify);
    solver.solve();
    expect(calls).toHaveLength(0);
    solver.onState('verified', 'first');
    solver.solve();
    expect(calls).toHaveLength(1);
  });

  it('never starts a second solve while one takes longer than the renewal interval', async () => {
    const { calls, verify } = slowVerify();
    const solver = createCaptchaSolver(verify);
    solver.onState('verified', 'first');
    solver.solve();
    solver.solve();
    solver.solve();
    expect(calls).toHaveLength(1);
    calls[0]?.settle();
    await tick();
    solver.solve();
    expect(calls).toHaveLength(2);
  });

  it('keeps the last solution when a solve fails, and drops it only when it expires', () => {
    const solver = createCaptchaSolver(async () => {});
    expect(solver.onState('verified', 'a')).toBe('a');
    expect(solver.onState('verifying', undefined)).toBeUndefined();
    expect(solver.onState('error', undefined)).toBeUndefined();
    expect(solver.onState('expired', undefined)).toBeNull();
  });

  it('fetches a new challenge on its interval only when the solution is missing or old', () => {
    let now = 0;
    let solves = 0;
    const solver = createCaptchaSolver(
      async () => {
        solves += 1;
        solver.onState('verified', `solution ${solves}`);
      },
      { now: () => now },
    );
    solver.onState('verified', 'first');
    // A minute of the fast form's 2-second interval: 30 ticks used to be 30 challenges.
    for (; now < 60_000; now += 2_000) solver.tick();
    expect(solves).toBeGreaterThan(0);
    expect(solves).toBeLessThanOrEqual(60_000 / captchaRefreshMs);
    // Eight forms open at one office address stay far below the server's 240 challenges a minute.
    expect(8 * solves).toBeLessThanOrEqual(16);
  });

  it('renews at once when a submit spent the solution', () => {
    const { calls, verify } = slowVerify();
    const solver = createCaptchaSolver(verify, { now: () => 0 });
    solver.onState('verified', 'first');
    solver.tick();
    expect(calls).toHaveLength(0);
    solver.spent();
    solver.tick();
    expect(calls).toHaveLength(1);
  });

  it('retries a failed solve after a growing pause, and at once when asked', () => {
    let now = 0;
    let started = 0;
    const solver = createCaptchaSolver(
      () => {
        started += 1;
        return new Promise(() => {});
      },
      { now: () => now },
    );
    solver.onState('error', undefined);
    solver.tick();
    expect(started).toBe(0);
    now = captchaRetryMs;
    solver.tick();
    expect(started).toBe(1);
    solver.onState('error', undefined);
    now += captchaRetryMs;
    solver.tick();
    expect(started).toBe(1);
    now += captchaRetryMs;
    solver.tick();
    expect(started).toBe(2);
    solver.onState('error', undefined);
    solver.solve();
    expect(started).toBe(3);
  });
});
