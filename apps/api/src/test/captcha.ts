import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../app.ts';

/** What the browser widget does: fetch a challenge, solve it, and encode challenge and solution together. */
export async function solveCaptcha(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/Captcha/Challenge' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
