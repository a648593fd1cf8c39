import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
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
  /** The invisible captcha and the hidden honeypot; render once inside the form. */
  element: ReactNode;
  /** A solution is good for one submission: call after each submit to get the next one. */
  renew: () => void;
};

/**
 * The invisible ALTCHA captcha and the honeypot every public form carries (spec document 2 §1, §9).
 * The captcha is solved on load and solved again every `interval` ms (never two solves at once); the last
 * solution stays usable meanwhile.
 */
export function usePublicFormGuard(interval: number): PublicFormGuard {
  // State, not a ref: the widget may mount after the first render (a page that shows its form once data loads).
  const [widget, setWidget] = useState<AltchaWidget | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [honeyPot, setHoneyPot] = useState(false);
  const solver = useMemo(() => createCaptchaSolver(() => widget?.verify() ?? Promise.resolve()), [widget]);

  // The widget's code (about 30 kB gzip) loads after the form has rendered, not before it: the element upgrades
  // in place when it arrives and starts its first solve; until then the solver waits for that solve, so
  // nothing calls verify() early (docs/decisions/030-page-weight-budgets.md).
  useEffect(() => {
    import('altcha').catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      const next = solver.onState(state, payload);
      if (next !== undefined) setCaptcha(next);
    };
    widget.addEventListener('statechange', onState);
    const timer = window.setInterval(solver.solve, interval);
    return () => {
      widget.removeEventListener('statechange', onState);
      window.clearInterval(timer);
    };
  }, [widget, interval, solver]);

  const renew = useCallback(() => {
    setCaptcha(null);
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
