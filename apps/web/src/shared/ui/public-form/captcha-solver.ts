/**
 * When the invisible captcha solves. A solve can take longer than the form's renewal interval (the server
 * raises the cost for an address that keeps submitting, and phones are slow); starting another would abort
 * the one under way, and with every renewal aborting the last, a form never got a solution. So solves never
 * overlap, and a failed solve leaves the last solution usable (it is unspent until a submit renews it).
 */
export function createCaptchaSolver(verify: () => Promise<unknown>) {
  // The first solve is the widget's own (on load, once it is ready), in flight until it reports how it ended.
  let solving = true;
  return {
    /** Starts a solve unless one is under way. */
    solve() {
      if (solving) return;
      solving = true;
      void verify()
        .catch(() => {})
        .finally(() => {
          solving = false;
        });
    },
    /** The widget's state changed: the form's new solution, null to drop it, undefined to keep it. */
    onState(state: string, payload: string | undefined): string | null | undefined {
      solving = state === 'verifying';
      if (state === 'verified' && payload) return payload;
      if (state === 'expired') return null;
      return undefined;
    },
  };
}
