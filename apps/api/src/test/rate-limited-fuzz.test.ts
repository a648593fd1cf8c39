import { accountMessages } from '@homer/contracts/account-messages';
import { messages } from '@homer/contracts/messages';
import { mfaMessages } from '@homer/contracts/mfa';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../db/tx.ts';
import { enrollFingerprint } from '../features/account/fingerprint.ts';
import { issueMfaTicket } from '../features/account/mfa-ticket.ts';
import { createFingerprintMatcher } from '../integrations/fingerprint/fingerprint-matcher.ts';
import { hostileValue } from './fuzz/hostile-values.ts';
import { type GeneratedRequest, requestArbitrary } from './fuzz/route-requests.ts';
import { installWriteCounter } from './fuzz/write-counter.ts';
import { nextRemoteAddress } from './next-remote-address.ts';
import { createTestContext, createUser, type TestContext } from './test-context.ts';

/**
 * Issue 25 §4: the sign-in calls carry fixed per-address limits, so a fuzzer from outside met only 429s. In process
 * each request comes from an address no other used (the limits are per address), which reaches the handlers
 * without changing the limiter, and every answer is checked against exactly what a refusal may store.
 */
const runsPerRoute = 100;

/** Stands for an MFA ticket issued just before its request, so every attempt meets a live ticket. */
const liveTicket = '<live mfa ticket>';
const mfaUserName = 'fuzz.mfa';

let ctx: TestContext;
let mfaUserId: number;
let readWrites: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestContext();
  mfaUserId = await createUser(ctx.db, { userName: mfaUserName });
  // The simulator's sample is a phrase; no generated template equals this one, so every scan is a mismatch.
  const matcher = createFingerprintMatcher(ctx.config.fingerprint);
  await enrollFingerprint(ctx.db, matcher, systemActor, mfaUserId, 'enrolled sample 7f3a9c');
  readWrites = await installWriteCounter(ctx.ownerDb, ['login_history']);
});
afterAll(() => ctx?.close());

/** What a refusal may store: rows written outside login_history, and the login_history rows. */
type Allowed = { writes: number; history: { reason: string | null; ok: boolean }[] };
const nothing: Allowed = { writes: 0, history: [] };

type Target = {
  url: string;
  /** Bodies aimed past the contract at the handler's own checks, besides the ones read from the contract. */
  aimed?: fc.Arbitrary<unknown>;
  allowed: (status: number, message: string) => Allowed;
  /** The handler's own refusal: some requests must get it, or they only ever met the contract. */
  reached: string;
};

async function counts() {
  const { rows } = await ctx.db.execute<{ sessions: number; history: string }>(
    sql`select (select count(*)::int from sessions) as sessions,
               (select coalesce(max(id), 0) from login_history) as history`,
  );
  return { sessions: rows[0]?.sessions, historyId: Number(rows[0]?.history), writes: await readWrites() };
}

async function storedSince(before: { historyId: number; writes: number }): Promise<Allowed> {
  const { rows } = await ctx.db.execute<{ reason: string | null; ok: boolean }>(
    sql`select reason, was_successful as ok from login_history where id > ${before.historyId} order by id`,
  );
  return { writes: (await readWrites()) - before.writes, history: rows };
}

async function withLiveTicket(body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || (body as { mfaTicket?: unknown }).mfaTicket !== liveTicket)
    return body;
  const ticket = await issueMfaTicket(ctx.db, ctx.config, mfaUserId, {
    fidoMfa: true,
    fingerprintMfa: true,
    needToResetPin: false,
  });
  return { ...body, mfaTicket: ticket };
}

/** One request: never a 5xx or the limiter's 429, always a refusal envelope, and exactly the allowed rows stored. */
async function send(method: string, request: GeneratedRequest, target: Target): Promise<string> {
  const body = await withLiveTicket(request.body);
  const before = await counts();
  const res = await ctx.app.inject({
    method: method as HTTPMethods,
    url: request.url,
    headers: { 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: nextRemoteAddress(),
  });
  const answer = res.json() as { isSuccessful?: unknown; message?: unknown; messageClass?: unknown };
  const context = `${res.statusCode} ${res.body} for ${JSON.stringify(body)?.slice(0, 300)}`;
  // Refusals the spec answers with 200 (a wrong password, a failed factor) carry the same envelope.
  expect([200, 400, 401, 429], context).toContain(res.statusCode);
  // A 429 is the sign-in throttle's answer (which logs the attempt), never the per-address limiter's.
  if (res.statusCode === 429) expect(answer.message, context).toBe(messages.tooManyAttempts);
  expect(answer, context).toMatchObject({ isSuccessful: false, messageClass: 'error' });
  expect(typeof answer.message === 'string' && answer.message.length > 0, context).toBe(true);
  expect((await counts()).sessions, context).toBe(before.sessions);
  expect(await storedSince(before), context).toEqual(target.allowed(res.statusCode, String(answer.message)));
  return String(answer.message);
}

const failedAttempt = (reason: string): Allowed => ({ writes: 1, history: [{ reason, ok: false }] });

const targets: Record<string, Target> = {
  'POST /api/Account/Login': {
    url: '/api/Account/Login',
    aimed: fc.record({ userName: fc.constant(mfaUserName), password: hostileValue('string', 200) }),
    // Every attempt past the contract is logged, refused or throttled (decision 041); the contract's refusal is not.
    allowed: (status) =>
      status === 400
        ? nothing
        : { writes: 0, history: [{ reason: status === 429 ? 'throttled' : 'bad-credentials', ok: false }] },
    reached: messages.invalidCredentials,
  },
  'POST /api/QrLogin/ValidateToken': {
    url: '/api/QrLogin/ValidateToken',
    allowed: () => nothing,
    reached: accountMessages.qrInvalid,
  },
  'POST /api/WebAuthn/AssertionOptions': {
    url: '/api/WebAuthn/AssertionOptions',
    allowed: () => nothing,
    reached: mfaMessages.ticketExpired,
  },
  'POST /api/WebAuthn/VerifyAssertion': {
    url: '/api/WebAuthn/VerifyAssertion',
    aimed: fc.record({
      mfaTicket: fc.constant(liveTicket),
      response: fc.oneof(fc.constant(null), hostileValue('other'), fc.object({ maxDepth: 2 })),
    }),
    // A refused device on a live ticket is logged and costs the ticket one attempt (its one written row).
    allowed: (status, message) =>
      status === 200 && message === mfaMessages.deviceFailedTryOther
        ? failedAttempt('mfa-device-failed')
        : nothing,
    reached: mfaMessages.deviceFailedTryOther,
  },
  'POST /api/Account/VerifyFingerprint': {
    url: '/api/Account/VerifyFingerprint',
    aimed: fc.record({ mfaTicket: fc.constant(liveTicket), template: hostileValue('string', 20_000) }),
    allowed: (status, message) =>
      status === 200 && message === mfaMessages.incorrectFingerprint
        ? failedAttempt('mfa-fingerprint-failed')
        : nothing,
    reached: mfaMessages.incorrectFingerprint,
  },
  'POST /api/Account/SsoExchange': {
    url: '/api/Account/SsoExchange',
    aimed: fc.record({ userId: fc.constant(null).map(() => mfaUserId), code: hostileValue('string', 200) }),
    allowed: () => nothing,
    reached: accountMessages.ssoExpired,
  },
};

describe('the rate-limited sign-in calls, fuzzed in process', () => {
  it.each(Object.entries(targets))(
    `%s: ${runsPerRoute} hostile requests, no 5xx, nothing stored beyond its due`,
    async (name, target) => {
      const route = ctx.app.declaredRoutes().find((r) => `${r.method} ${r.url}` === name);
      if (!route) throw new Error(`${name} is not registered`);
      expect(route.rateLimited).toBe(true);
      const fromContract = requestArbitrary(ctx.app, route);
      const requests = target.aimed
        ? fc.oneof(
            fromContract,
            target.aimed.map((body) => ({ url: target.url, body })),
          )
        : fromContract;
      let reached = 0;
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          if ((await send(route.method, request, target)) === target.reached) reached += 1;
        }),
        { numRuns: runsPerRoute },
      );
      expect(reached).toBeGreaterThan(0);
    },
    180_000,
  );
});
