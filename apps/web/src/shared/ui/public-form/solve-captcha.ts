// Types only: the solving code itself is in the worker's own file, and loads on the page only for the fallback.
import type { CaptchaChallenge, CaptchaReply, CaptchaRequest } from './captcha-work.ts';

export const captchaChallengeUrl = '/api/Captcha/Challenge';

/** A solution ready to send, and when its challenge stops being accepted (ms since the epoch), if it says. */
export type SolvedCaptcha = { payload: string; expiresAt: number | null };

/** The main-thread fallback gives the page back this often; a 50 ms task is what counts as blocking. */
const fallbackYieldMs = 40;

/** One challenge solved in a dedicated worker, ended as soon as it answers or the solve is stopped. */
function solveInWorker(challenge: CaptchaChallenge, signal: AbortSignal): Promise<CaptchaReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new Error('The captcha solve was stopped.'));
    };
    signal.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<CaptchaReply>) => {
      finish();
      resolve(event.data);
    };
    // The worker's script could not load or run: the caller falls back to the main thread.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new WorkerUnavailable());
    };
    worker.postMessage({ challenge } satisfies CaptchaRequest);
  });
}

class WorkerUnavailable extends Error {}

/**
 * Fetches a challenge and solves it: in a Web Worker where the browser has them, else on the main thread in
 * slices short enough not to block (docs/decisions/081). Rejects when the challenge cannot be had or solved.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<SolvedCaptcha> {
  const response = await fetch(captchaChallengeUrl, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The captcha challenge answered ${response.status}.`);
  const challenge = (await response.json()) as CaptchaChallenge;
  let reply: CaptchaReply;
  try {
    if (typeof Worker !== 'function') throw new WorkerUnavailable();
    reply = await solveInWorker(challenge, signal);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    const { answerCaptchaRequest } = await import('./captcha-work.ts');
    reply = await answerCaptchaRequest({ challenge }, { signal, yieldEveryMs: fallbackYieldMs });
  }
  if ('error' in reply) throw new Error(reply.error);
  const expiresAt = challenge.parameters.expiresAt;
  return { payload: reply.payload, expiresAt: expiresAt ? expiresAt * 1000 : null };
}
