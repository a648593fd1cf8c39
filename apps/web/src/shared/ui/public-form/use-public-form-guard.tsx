import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { CaptchaProblem } from './captcha-problem.tsx';
import { createCaptchaSolver } from './captcha-solver.ts';
import classes from './public-form-guard.module.css';

export type PublicFormGuard = {
  /** The current captcha solution; submit buttons stay disabled while it is null. */
  captcha: string | null;
  honeyPot: boolean;
  /** The hidden honeypot and, when the captcha fails, why; render once inside the form. */
  element: ReactNode;
  /** A solution is good for one submission: call after each submit to get the next one. */
  renew: () => void;
};

type CaptchaSolver = ReturnType<typeof createCaptchaSolver>;

/**
 * The invisible ALTCHA captcha and the honeypot every public form carries (spec document 2 §1, §9).
 * The captcha is solved on mount, in a Web Worker (docs/decisions/081), and checked every `interval` ms (never two
 * solves at once, a new one only when the last is spent or old); the last solution stays usable meanwhile. When
 * no solution can be had (the challenge cannot be fetched), the form says so and offers to try again instead of
 * a Submit that stays grey.
 */
export function usePublicFormGuard(interval: number): PublicFormGuard {
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [honeyPot, setHoneyPot] = useState(false);
  const solverRef = useRef<CaptchaSolver | null>(null);

  useEffect(() => {
    // Stops the solve under way (and its worker) when the form goes away.
    const controller = new AbortController();
    let expiryTimer: number | undefined;
    const report = (state: 'verifying' | 'verified' | 'error' | 'expired', payload?: string) => {
      if (controller.signal.aborted) return;
      if (state === 'error') setFailed(true);
      if (state === 'verified') setFailed(false);
      const next = solver.onState(state, payload);
      if (next !== undefined) setCaptcha(next);
    };
    const verify = async () => {
      report('verifying');
      try {
        // Loaded with the first solve, not with the page: the pages' weight budgets count what renders them
        // (decision 030), and a form's first paint does not need it.
        const { solveCaptcha } = await import('./solve-captcha.ts');
        const { payload, expiresAt } = await solveCaptcha(controller.signal);
        report('verified', payload);
        window.clearTimeout(expiryTimer);
        // The server refuses an expired challenge: drop the solution then, so the next tick fetches another.
        if (expiresAt !== null)
          expiryTimer = window.setTimeout(() => report('expired'), expiresAt - Date.now());
      } catch {
        report('error');
      }
    };
    const solver = createCaptchaSolver(verify);
    solverRef.current = solver;
    // The first solve starts with the form, so a quick person's Submit rarely waits; the solver counts it as
    // under way from its creation.
    void verify();

    // A tab in the background fetches nothing; it catches up as soon as it is shown again.
    const tick = () => {
      if (document.visibilityState === 'visible') solver.tick();
    };
    document.addEventListener('visibilitychange', tick);
    const timer = window.setInterval(tick, interval);
    return () => {
      controller.abort();
      solverRef.current = null;
      document.removeEventListener('visibilitychange', tick);
      window.clearInterval(timer);
      window.clearTimeout(expiryTimer);
    };
  }, [interval]);

  const retry = useCallback(() => {
    setFailed(false);
    solverRef.current?.solve();
  }, []);

  const renew = useCallback(() => {
    setCaptcha(null);
    solverRef.current?.spent();
    // A solve under way brings a new, unspent solution; otherwise start one.
    solverRef.current?.solve();
  }, []);

  const element = (
    <>
      {failed && !captcha && <CaptchaProblem onRetry={retry} />}
      {/* A person never sees or ticks this box; form-filling bots do. */}
      <div className={classes.honeyPot} aria-hidden="true">
        <label>
          Leave this box unticked
          <input
            type="checkbox"
            name="honeyPot"
            tabIndex={-1}
            autoComplete="off"
            checked={honeyPot}
            onChange={(event) => setHoneyPot(event.currentTarget.checked)}
          />
        </label>
      </div>
    </>
  );

  return { captcha, honeyPot, element, renew };
}
