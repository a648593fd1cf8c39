/**
 * The proof of work an ALTCHA v2 challenge asks for (what `altcha-lib`'s `verifySolution` checks with its SHA key
 * derivation): find the counter whose key, SHA-`cost` rounds over salt + nonce + counter (a big-endian uint32),
 * starts with `keyPrefix`. Nothing but `sha256.ts` imported, so the worker that runs it is a few kB (docs/decisions/081).
 */
import { sha256 } from './sha256.ts';

export type CaptchaChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
  };
  signature: string;
};

export type CaptchaSolution = { counter: number; derivedKey: string; time: number };

/** What the worker is asked and answers (`captcha.worker.ts`). */
export type CaptchaRequest = { challenge: CaptchaChallenge };
export type CaptchaReply = { payload: string } | { error: string };

type WorkOptions = {
  /** Checked between attempts: a solve for a form that has gone stops. */
  signal?: AbortSignal;
  /** Gives the thread back every so often; only the main-thread fallback needs it. */
  yieldEveryMs?: number;
  /** A solve that has not found a key by then fails, as the ALTCHA widget's did after 90 s. */
  timeoutMs?: number;
};

const hexToBytes = (hex: string) => {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new Error('The challenge is not hexadecimal.');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const yieldToThread = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The key for one counter: `cost` rounds of the challenge's hash, the first over salt + nonce + counter. SHA-256
 * (what the API asks) is hashed synchronously (`sha256.ts`); the others through the platform, as ALTCHA did.
 */
async function deriveKey(parameters: CaptchaChallenge['parameters'], salt: Uint8Array, password: Uint8Array) {
  let data = new Uint8Array(salt.length + password.length);
  data.set(salt, 0);
  data.set(password, salt.length);
  for (let round = 0; round < Math.max(1, parameters.cost); round += 1) {
    const digest =
      parameters.algorithm === 'SHA-256'
        ? sha256(data)
        : new Uint8Array(await crypto.subtle.digest(parameters.algorithm, data as Uint8Array<ArrayBuffer>));
    data = digest.slice(0, parameters.keyLength);
  }
  return data;
}

export async function solveCaptchaChallenge(
  challenge: CaptchaChallenge,
  { signal, yieldEveryMs, timeoutMs = 90_000 }: WorkOptions = {},
): Promise<CaptchaSolution> {
  const { parameters } = challenge;
  if (!/^SHA-(256|384|512)$/.test(parameters.algorithm)) {
    throw new Error(`Unsupported captcha algorithm ${parameters.algorithm}.`);
  }
  const salt = hexToBytes(parameters.salt);
  const nonce = hexToBytes(parameters.nonce);
  const prefix = parameters.keyPrefix.toLowerCase();
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce, 0);
  const counterView = new DataView(password.buffer);
  const start = performance.now();
  let lastYield = start;
  for (let counter = 0; counter <= 0xffff_ffff; counter += 1) {
    if (signal?.aborted) throw new Error('The captcha solve was stopped.');
    counterView.setUint32(nonce.length, counter, false);
    const key = bytesToHex(await deriveKey(parameters, salt, password));
    if (key.startsWith(prefix)) {
      return { counter, derivedKey: key, time: Math.round(performance.now() - start) };
    }
    const now = performance.now();
    if (now - start > timeoutMs) throw new Error('The captcha took too long to solve.');
    if (yieldEveryMs !== undefined && now - lastYield > yieldEveryMs) {
      await yieldToThread();
      lastYield = performance.now();
    }
  }
  throw new Error('The captcha has no solution.');
}

/** The value a form sends as `recaptcha`: the signed challenge and its solution, as the ALTCHA widget encoded it. */
export function captchaPayload(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

/**
 * The worker's whole job, apart from the messaging (kept here so it is tested without a worker); also the
 * main-thread fallback's, which passes `yieldEveryMs`.
 */
export async function answerCaptchaRequest(
  request: CaptchaRequest,
  options?: WorkOptions,
): Promise<CaptchaReply> {
  try {
    return {
      payload: captchaPayload(request.challenge, await solveCaptchaChallenge(request.challenge, options)),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
