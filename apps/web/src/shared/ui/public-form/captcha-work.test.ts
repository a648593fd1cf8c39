import { createChallenge, sha, verifySolution } from 'altcha/lib';
import { describe, expect, it } from 'vitest';
import {
  answerCaptchaRequest,
  type CaptchaChallenge,
  captchaPayload,
  solveCaptchaChallenge,
} from './captcha-work.ts';

const secret = 'captcha-work-test-secret';

/** A challenge as the API makes it (apps/api/src/plugins/captcha.ts): SHA-256, key prefix 000. */
async function serverChallenge(cost = 1): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    keyPrefix: '000',
    cost,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  return challenge as unknown as CaptchaChallenge;
}

const verify = (challenge: CaptchaChallenge, solution: unknown) =>
  verifySolution({
    challenge: challenge as never,
    solution: solution as never,
    deriveKey: sha.deriveKey,
    hmacSignatureSecret: secret,
  });

describe('solveCaptchaChallenge', () => {
  it('finds a solution the ALTCHA verifier accepts', async () => {
    const challenge = await serverChallenge();
    const solution = await solveCaptchaChallenge(challenge);
    expect(solution.derivedKey.startsWith('000')).toBe(true);
    expect((await verify(challenge, solution)).verified).toBe(true);
  });

  it('solves a costlier challenge (several rounds per attempt), as an address that keeps submitting gets', async () => {
    const challenge = await serverChallenge(4);
    const solution = await solveCaptchaChallenge(challenge, { yieldEveryMs: 40 });
    expect((await verify(challenge, solution)).verified).toBe(true);
  });

  it('finds the same counter as ALTCHA’s own solver would, so the verifier is not lenient by chance', async () => {
    const challenge = await serverChallenge();
    const solution = await solveCaptchaChallenge(challenge);
    const wrong = { ...solution, counter: solution.counter + 1 };
    expect((await verify(challenge, wrong)).verified).toBe(false);
  });

  it('stops when the form that asked has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveCaptchaChallenge(await serverChallenge(), { signal: controller.signal }),
    ).rejects.toThrow('The captcha solve was stopped.');
  });

  it('gives up after its time limit instead of running forever', async () => {
    const challenge = await serverChallenge();
    // A prefix no key of 32 bytes has.
    const impossible = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'zz' } };
    await expect(solveCaptchaChallenge(impossible, { timeoutMs: 50 })).rejects.toThrow(
      'The captcha took too long to solve.',
    );
  });

  it('refuses an algorithm it does not know rather than sending a wrong answer', async () => {
    const challenge = await serverChallenge();
    const other = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'ARGON2ID' } };
    await expect(solveCaptchaChallenge(other)).rejects.toThrow('Unsupported captcha algorithm ARGON2ID.');
  });
});

describe('captchaPayload', () => {
  it('encodes what the API decodes and verifies (base64 JSON of the signed challenge and the solution)', async () => {
    const challenge = await serverChallenge();
    const solution = await solveCaptchaChallenge(challenge);
    const decoded = JSON.parse(Buffer.from(captchaPayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
    expect((await verify(decoded.challenge, decoded.solution)).verified).toBe(true);
  });
});

describe('answerCaptchaRequest (the worker’s message handler)', () => {
  it('answers the payload a form sends, which the verifier accepts', async () => {
    const challenge = await serverChallenge();
    const reply = await answerCaptchaRequest({ challenge });
    if (!('payload' in reply)) throw new Error(`expected a payload, got ${reply.error}`);
    const decoded = JSON.parse(Buffer.from(reply.payload, 'base64').toString('utf8'));
    expect((await verify(decoded.challenge, decoded.solution)).verified).toBe(true);
  });

  it('answers an error when the form has gone (the main-thread fallback passes its signal)', async () => {
    const controller = new AbortController();
    controller.abort();
    const reply = await answerCaptchaRequest(
      { challenge: await serverChallenge() },
      { signal: controller.signal },
    );
    expect(reply).toEqual({ error: 'The captcha solve was stopped.' });
  });

  it('answers an error message for a malformed challenge instead of throwing inside the worker', async () => {
    const challenge = await serverChallenge();
    const reply = await answerCaptchaRequest({
      challenge: { ...challenge, parameters: { ...challenge.parameters, salt: 'not hex' } },
    });
    expect(reply).toEqual({ error: 'The challenge is not hexadecimal.' });
  });
});
