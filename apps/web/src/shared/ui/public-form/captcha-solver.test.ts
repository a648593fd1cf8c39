import { describe, expect, it } from 'vitest';
import { createCaptchaSolver } from './captcha-solver.ts';

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
});
