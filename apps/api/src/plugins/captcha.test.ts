import { publicFormFields, publicFormMessages } from '@homer/contracts/public-form';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { nextRemoteAddress } from '../test/next-remote-address.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { adaptiveCaptcha, publicFormRateLimit } from './captcha.ts';

let ctx: TestContext;
const formConfig = loadConfig({ PUBLIC_FORM_RATE_LIMIT: '5', JWT_SECRET: 'x'.repeat(32) });
let stored: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext((app) => {
    // A public form as the feature areas declare them.
    app.post(
      '/api/test/form',
      {
        config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(formConfig) },
        schema: { body: z.object({ note: z.string(), ...publicFormFields }) },
      },
      async (request) => {
        stored.push((request.body as { note: string }).note);
        return { isSuccessful: true };
      },
    );
  });
});
afterAll(() => ctx.close());

// A new address per call, so that only the rate-limit test meets the limit.
const submit = (body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/test/form',
    payload: body,
    remoteAddress: nextRemoteAddress(),
  });

describe('public form protection', () => {
  it('accepts a solved captcha once and refuses the same solution again', async () => {
    stored = [];
    const recaptcha = await solveCaptcha(ctx.app);
    expect((await submit({ note: 'first', honeyPot: false, recaptcha })).statusCode).toBe(200);
    const replay = await submit({ note: 'replay', honeyPot: false, recaptcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(publicFormMessages.captchaRejected);
    expect(stored).toEqual(['first']);
  });

  it('refuses a missing, forged or expired solution and stores nothing', async () => {
    stored = [];
    const missing = await submit({ note: 'x', honeyPot: false, recaptcha: '' });
    expect(missing.json().message).toBe(publicFormMessages.captchaRequired);

    const genuine = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), 'base64').toString());
    const forged = { ...genuine, solution: { ...genuine.solution, counter: genuine.solution.counter + 1 } };
    const wrong = await submit({
      note: 'x',
      honeyPot: false,
      recaptcha: Buffer.from(JSON.stringify(forged)).toString('base64'),
    });
    expect(wrong.json().message).toBe(publicFormMessages.captchaRejected);

    const garbage = await submit({ note: 'x', honeyPot: false, recaptcha: 'not-a-solution' });
    expect(garbage.json().message).toBe(publicFormMessages.captchaRejected);

    // A challenge whose expiry was moved forward no longer matches its signature.
    const stale = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), 'base64').toString());
    stale.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const tampered = await submit({
      note: 'x',
      honeyPot: false,
      recaptcha: Buffer.from(JSON.stringify(stale)).toString('base64'),
    });
    expect(tampered.json().message).toBe(publicFormMessages.captchaRejected);
    expect(stored).toEqual([]);
  });

  it('refuses a ticked honeypot with the message and stores nothing', async () => {
    stored = [];
    const res = await submit({ note: 'bot', honeyPot: true, recaptcha: await solveCaptcha(ctx.app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(publicFormMessages.honeyPot);
    expect(stored).toEqual([]);
  });

  it('limits submissions per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/form',
        payload: { note: 'n', honeyPot: false, recaptcha: '' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('spent solutions are kept until their challenge expires', async () => {
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from captcha_solutions where expires_at > now()`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('adaptive captcha difficulty', () => {
  const challengeFrom = async (app: App, remoteAddress: string) =>
    (await app.inject({ method: 'GET', url: '/api/Captcha/Challenge', remoteAddress })).json();
  const costFor = async (app: App, remoteAddress: string) =>
    (await challengeFrom(app, remoteAddress)).parameters.cost as number;
  /** What the widget does, from one address. */
  const solvedFrom = async (remoteAddress: string) => {
    const challenge = await challengeFrom(ctx.app, remoteAddress);
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const submitFrom = (remoteAddress: string, note: string, recaptcha: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { note, honeyPot: false, recaptcha },
      remoteAddress,
    });

  it('hands harder challenges to an address that has just submitted, on every instance', async () => {
    const address = '10.20.0.1';
    expect(await costFor(ctx.app, address)).toBe(1);
    expect((await submitFrom(address, 'one', await solvedFrom(address))).statusCode).toBe(200);
    expect(await costFor(ctx.app, address)).toBe(2);
    expect((await submitFrom(address, 'two', await solvedFrom(address))).statusCode).toBe(200);
    expect(await costFor(ctx.app, address)).toBe(4);
    // Another address is not affected.
    expect(await costFor(ctx.app, '10.20.0.2')).toBe(1);
    // A second instance on the same database agrees.
    const other = await buildApp(ctx.config, ctx.db);
    try {
      await other.ready();
      expect(await costFor(other, address)).toBe(4);
    } finally {
      await other.close();
    }
    // Submissions age out of the window.
    await ctx.db.execute(sql`
      update captcha_solutions
      set spent_at = spent_at - make_interval(mins => ${adaptiveCaptcha.windowMinutes})`);
    expect(await costFor(ctx.app, address)).toBe(1);
  });

  it('does not let a stock of easy challenges outlast a burst of submissions', async () => {
    stored = [];
    const address = '10.21.0.1';
    const stock = [await solvedFrom(address), await solvedFrom(address), await solvedFrom(address)];
    expect((await submitFrom(address, 'first', stock[0] as string)).statusCode).toBe(200);
    // One step behind is still fine (a second tab's solution).
    expect((await submitFrom(address, 'second', stock[1] as string)).statusCode).toBe(200);
    const third = await submitFrom(address, 'third', stock[2] as string);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(publicFormMessages.captchaRejected);
    expect(stored).toEqual(['first', 'second']);
    // A challenge fetched now carries the higher cost and is accepted.
    expect((await submitFrom(address, 'fresh', await solvedFrom(address))).statusCode).toBe(200);
  });
});

describe('every public submission is protected', () => {
  // Sign-in and session calls are not forms: they have their own throttles (login.ts).
  // Error reports (decision 070) come from broken pages with no one to solve a captcha: rate limited per address.
  const notForms = [
    '/api/Account/Login',
    '/api/Account/GetUserInfo',
    '/api/Account/Logout',
    '/api/ErrorReport/Report',
  ];
  // Later sign-in steps (docs/decisions/018) spend a single-use ticket or code; they are rate limited instead.
  const signInSteps = [
    '/api/WebAuthn/AssertionOptions',
    '/api/WebAuthn/VerifyAssertion',
    '/api/Account/VerifyFingerprint',
    '/api/Account/SsoExchange',
    '/api/QrLogin/ValidateToken',
  ];

  it('each later sign-in step is rate limited', () => {
    const declared = ctx.app.declaredRoutes();
    const steps = signInSteps.map((url) => declared.find((r) => r.method === 'POST' && r.url === url));
    expect(steps.map((r) => r?.rateLimited)).toEqual(signInSteps.map(() => true));
  });

  it('each public POST outside sign-in requires a captcha and is rate limited', () => {
    const unprotected = ctx.app
      .declaredRoutes()
      .filter((r) => r.method === 'POST' && r.access === 'public' && !r.url.startsWith('/api/test/'))
      .filter((r) => !notForms.includes(r.url) && !signInSteps.includes(r.url))
      .filter((r) => !r.captcha || !r.rateLimited)
      .map((r) => r.url);
    expect(unprotected).toEqual([]);
  });
});
