/** A solution younger than this is kept; the interval renews only older ones (see `tick`). */
export const captchaRefreshMs = 30_000;
/** After a failed solve the next automatic try waits this long, doubling up to `captchaRetryMaxMs`. */
export const captchaRetryMs = 2_000;
export const captchaRetryMaxMs = 60_000;

type Options = { now?: () => number; refreshMs?: number };

/**
 * When the invisible captcha solves. A solve can take longer than the form's renewal interval (the server
 * raises the cost for an address that keeps submitting, and phones are slow); starting another would abort
 * the one under way, and with every renewal aborting the last, a form never got a solution. So solves never
 * overlap, and a failed solve leaves the last solution usable (it is unspent until a submit renews it).
 *
 * The interval (spec document 2 §9: every 2 or 5 seconds) only checks: it fetches a new challenge when there
 * is no solution or the one held is older than `refreshMs`. Fetching on every tick cost 30 challenges a minute
 * per open form, and eight forms in one office (one address) used up the server's 240 a minute. A failed solve
 * is retried with a growing pause, for the same reason (docs/decisions/035).
 */
export function createCaptchaSolver(verify: () => Promise<unknown>, options: Options = {}) {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? captchaRefreshMs;
  // The first solve is the form's own (`usePublicFormGuard` starts it on mount), in flight until it reports how it ended.
  let solving = true;
  let solvedAt: number | null = null;
  let failures = 0;
  let retryAt = 0;

  const start = () => {
    solving = true;
    void verify()
      .catch(() => {})
      .finally(() => {
        solving = false;
      });
  };

  return {
    /** Starts a solve unless one is under way: after a submit spent the solution, or when asked to retry. */
    solve() {
      if (solving) return;
      failures = 0;
      start();
    },
    /** The interval's check: a solve only when the form has no fresh solution and no retry pause is running. */
    tick() {
      if (solving) return;
      const at = now();
      if (solvedAt !== null && at - solvedAt < refreshMs) return;
      if (failures > 0 && at < retryAt) return;
      start();
    },
    /** The widget's state changed: the form's new solution, null to drop it, undefined to keep it. */
    onState(state: string, payload: string | undefined): string | null | undefined {
      solving = state === 'verifying';
      if (state === 'verified' && payload) {
        solvedAt = now();
        failures = 0;
        return payload;
      }
      if (state === 'error') {
        failures += 1;
        retryAt = now() + Math.min(captchaRetryMs * 2 ** (failures - 1), captchaRetryMaxMs);
      }
      if (state === 'expired') {
        solvedAt = null;
        return null;
      }
      return undefined;
    },
    /** The solution was spent: the next tick must not wait for it to age. */
    spent() {
      solvedAt = null;
    },
  };
}
