import { randomUUID } from 'node:crypto';
import { Module, Role } from '@homer/contracts/access';
import { liveEventPaths } from '@homer/contracts/live-events';
import { publicFormMessages } from '@homer/contracts/public-form';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeclaredRoute } from '../plugins/access.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import { type GeneratedRequest, requestArbitrary } from './fuzz/route-requests.ts';
import { solvedCaptcha } from './fuzz/schema-arbitrary.ts';
import { installWriteCounter } from './fuzz/write-counter.ts';
import { nextRemoteAddress } from './next-remote-address.ts';
import { seedFullDemo } from './seed-full-demo.ts';
import { bearer, createTestContext, type TestContext } from './test-context.ts';

// Solving a real challenge costs tens of milliseconds, far too much for thousands of bodies; plugins/captcha.test.ts
// proves the real check. Every other step of spending a solution (parsing, its cost, one use) still runs.
vi.mock('altcha-lib', async (importOriginal) => ({
  ...(await importOriginal<typeof import('altcha-lib')>()),
  verifySolution: async () => ({ verified: true }),
}));

/**
 * Tables a refused request may write by design: a spent captcha is spent whatever the form's answer, every
 * sign-in attempt is logged (throttled ones too), and a signed-in call refreshes its session's last-seen time.
 */
const bookkeepingTables = ['captcha_solutions', 'login_history', 'sessions'];

const bodiesPerPublicForm = 1000;
const queriesPerSignedInRead = 60;
const bodiesPerSignedInWrite = 100;

let ctx: TestContext;
let token: string;
let readWrites: () => Promise<number>;
let writes = 0;
let checkouts = 0;
let checkoutsCounted = 0;

const appPool = () => (ctx.db as unknown as { $client: Pool }).$client;

/** Until no connection of the app's pool is in use (at most 2 s: a stuck one fails the request that follows). */
async function poolIdle(): Promise<void> {
  const pool = appPool();
  for (let waited = 0; waited < 2000 && pool.totalCount > pool.idleCount; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Counts what the pool wrote since the last count, so that it is no one request's. */
async function settle(): Promise<void> {
  await poolIdle();
  if (checkouts === checkoutsCounted) return;
  writes = await readWrites();
  checkoutsCounted = checkouts;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // Demo data gives the forms something to find: an open HEROS round, survey links, prescriptions, facilities.
  await seedFullDemo(ctx.db, ctx.config);
  const access = Object.values(Module).map((module) => ({ module, role: Role.SystemAdmin }));
  ({ token } = await createSignedInUser(ctx, { userName: 'fuzz-admin', access }));
  readWrites = await installWriteCounter(ctx.ownerDb, bookkeepingTables);
  writes = await readWrites();
  // A request that took no connection from the app's pool ran no query, so it cannot have written a row: the
  // counter is read only after requests that did (most refusals are the contract's, before any query).
  appPool().on('acquire', () => {
    checkouts += 1;
  });
});
afterAll(() => ctx.close());

function captchaSolution(): string {
  const challenge = {
    signature: randomUUID(),
    parameters: { cost: 16, expiresAt: Math.floor(Date.now() / 1000) + 600 },
  };
  return Buffer.from(JSON.stringify({ challenge, solution: {} })).toString('base64');
}

function withCaptcha(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'recaptcha' in body) {
    const value = (body as { recaptcha: unknown }).recaptcha;
    if (value === solvedCaptcha) return { ...body, recaptcha: captchaSolution() };
  }
  return body;
}

/**
 * Sends one generated request; fails on a 5xx, and on a refusal that wrote a row. Returns whether the request got
 * past the contract and the captcha to the route's own code.
 */
async function send(route: DeclaredRoute, request: GeneratedRequest, headers = {}): Promise<boolean> {
  const body = withCaptcha(request.body);
  // Work an earlier request left running (mail written after its reply) is counted before this one starts, and
  // this request's own such work before its count is read: on a loaded machine it otherwise landed in the next
  // request's count and failed a refusal that wrote nothing.
  await settle();
  const checkoutsBefore = checkouts;
  const res = await ctx.app.inject({
    method: route.method as HTTPMethods,
    url: request.url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: nextRemoteAddress(),
  });
  let written = 0;
  if (checkouts !== checkoutsBefore) {
    await poolIdle();
    const now = await readWrites();
    written = now - writes;
    writes = now;
    checkoutsCounted = checkouts;
  }
  if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body}`);
  if (res.statusCode >= 400 && written > 0) {
    throw new Error(`refused with ${res.statusCode} (${res.body}) but wrote ${written} row(s)`);
  }
  if (res.statusCode < 400) return true;
  const refusal = res.json() as { message?: string; errors?: unknown };
  return (
    refusal.errors === undefined &&
    refusal.message !== publicFormMessages.captchaRequired &&
    refusal.message !== publicFormMessages.captchaRejected
  );
}

/** Runs the property for each route and reports every route that failed, with its smallest failing request. */
async function fuzz(routes: DeclaredRoute[], numRuns: number, headers = {}) {
  const failures: string[] = [];
  const reached = new Map<string, number>();
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    reached.set(name, 0);
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(ctx.app, route), async (request) => {
        if (await send(route, request, headers)) reached.set(name, (reached.get(name) ?? 0) + 1);
      }),
      { numRuns },
    );
    if (details.failed) failures.push(`${name}\n${fc.defaultReportMessage(details)}`);
  }
  return { failures, reached };
}

describe('generated input never gets a 5xx, and a refusal stores nothing', () => {
  it(`${bodiesPerPublicForm} bodies to every public POST route`, async () => {
    const routes = ctx.app.declaredRoutes().filter((r) => r.method === 'POST' && r.access === 'public');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const { failures, reached } = await fuzz(routes, bodiesPerPublicForm);
    expect(failures).toEqual([]);
    // Bodies that only ever met the contract would prove nothing about the code behind it.
    expect([...reached].filter(([, n]) => n === 0).map(([name]) => name)).toEqual([]);
  }, 600_000);

  it(`${queriesPerSignedInRead} query strings to every signed-in GET route`, async () => {
    // The live-update stream reads no query and answers for as long as the browser listens: its own tests cover it.
    const routes = ctx.app
      .declaredRoutes()
      .filter((r) => r.method === 'GET' && r.access !== 'public')
      .filter((r) => r.url !== `/${liveEventPaths.stream}`);
    expect(routes.length).toBeGreaterThan(20);
    const { failures } = await fuzz(routes, queriesPerSignedInRead, bearer(token));
    expect(failures).toEqual([]);
  }, 600_000);

  // Last, since these change what the reads above would find; signing out would end the run's session.
  it(`${bodiesPerSignedInWrite} bodies to every signed-in write route`, async () => {
    const routes = ctx.app
      .declaredRoutes()
      .filter((r) => r.access !== 'public' && r.method !== 'GET' && r.method !== 'HEAD')
      .filter((r) => r.url !== '/api/Account/Logout');
    expect(routes.length).toBeGreaterThan(10);
    const { failures } = await fuzz(routes, bodiesPerSignedInWrite, bearer(token));
    expect(failures).toEqual([]);
  }, 600_000);
});
