import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { CaptchaProblem } from './captcha-problem.tsx';
import { createCaptchaSolver } from './captcha-solver.ts';
import classes from './public-form-guard.module.css';

type AltchaWidget = HTMLElement & { verify: () => Promise<unknown>; reset: () => void };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        display?: 'invisible';
        auto?: 'onload';
        name?: string;
      };
    }
  }
}

export type PublicFormGuard = {
  /** The current captcha solution; submit buttons stay disabled while it is null. */
  captcha: string | null;
  honeyPot: boolean;
  /** The invisible captcha, the hidden honeypot and, when the captcha fails, why; render once inside the form. */
  element: ReactNode;
  /** A solution is good for one submission: call after each submit to get the next one. */
  renew: () => void;
};

/**
 * The invisible ALTCHA captcha and the honeypot every public form carries (spec document 2 §1, §9).
 * The captcha is solved on load and checked every `interval` ms (never two solves at once, a new one only when
 * the last is spent or old); the last solution stays usable meanwhile. When no solution can be had (the
 * challenge cannot be fetched), the form says so and offers to try again instead of a Submit that stays grey.
 */
export function usePublicFormGuard(interval: number): PublicFormGuard {
  // State, not a ref: the widget may mount after the first render (a page that shows its form once data loads).
  const [widget, setWidget] = useState<AltchaWidget | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [honeyPot, setHoneyPot] = useState(false);
  const solver = useMemo(
    () =>
      createCaptchaSolver(async () => {
        // Not upgraded yet (its code did not load): nothing to run, the widget's own first solve follows.
        if (typeof widget?.verify === 'function') await widget.verify();
      }),
    [widget],
  );

  // The widget's code (about 30 kB gzip) loads after the form has rendered, not before it: the element upgrades
  // in place when it arrives and starts its first solve; until then the solver waits for that solve, so
  // nothing calls verify() early (docs/decisions/030-page-weight-budgets.md).
  useEffect(() => {
    import('altcha').catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'error') setFailed(true);
      if (state === 'verified') setFailed(false);
      const next = solver.onState(state, payload);
      if (next !== undefined) setCaptcha(next);
    };
    // A tab in the background fetches nothing; it catches up as soon as it is shown again.
    const tick = () => {
      if (document.visibilityState === 'visible') solver.tick();
    };
    widget.addEventListener('statechange', onState);
    document.addEventListener('visibilitychange', tick);
    const timer = window.setInterval(tick, interval);
    return () => {
      widget.removeEventListener('statechange', onState);
      document.removeEventListener('visibilitychange', tick);
      window.clearInterval(timer);
    };
  }, [widget, interval, solver]);

  // Also loads the widget's code again, in case that is what failed.
  const retry = useCallback(() => {
    setFailed(false);
    import('altcha').then(solver.solve, () => setFailed(true));
  }, [solver]);

  const renew = useCallback(() => {
    setCaptcha(null);
    solver.spent();
    // A solve under way brings a new, unspent solution; otherwise start one.
    solver.solve();
  }, [solver]);

  const element = (
    <>
      <altcha-widget
        ref={(node: HTMLElement | null) => setWidget(node as AltchaWidget | null)}
        challenge="/api/Captcha/Challenge"
        display="invisible"
        auto="onload"
        name="recaptcha"
      />
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
