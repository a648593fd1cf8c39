import { Module, Role } from '@homer/contracts/access';
import { inactivityLimitSeconds } from '@homer/contracts/session-limits';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../app.ts';
import { poolOf } from '../../db/pool.ts';
import { moduleAccess, sessions, users } from '../../db/schema/core.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { liveSession } from '../../platform/sessions/sessions.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { databaseUrl } from '../../test/database-url.ts';
import { sessionIdOf, startSecondInstance } from '../../test/second-instance.ts';
import {
  bearer,
  createTestContext,
  signIn,
  type TestContext,
  testPassword,
} from '../../test/test-context.ts';

// Two instances on one database, both caching sessions for 5 s: A is ctx.app, B is built on its own pool.
const cacheSeconds = 5;
// An announcement travels through PostgreSQL in milliseconds; anything near the cache lifetime would mean the
// entry merely expired.
const withinMs = 2000;

let ctx: TestContext;
let b: App;
let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;

beforeAll(async () => {
  ctx = await createTestContext(undefined, { SESSION_CACHE_SECONDS: String(cacheSeconds) });
  second = await startSecondInstance(ctx);
  b = second.app;
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const sessionId = sessionIdOf;

const userInfo = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/Account/GetUserInfo', headers: bearer(token) });

/** B answers for the session and now holds it in memory. */
async function cachedOnB(token: string) {
  const res = await userInfo(b, token);
  expect(res.json()).not.toBeNull();
  expect(b.sessionCache.get(sessionId(token))).toBeDefined();
  return res.json();
}

/** Polls B until `done` holds for its answer; fails if it takes anywhere near the cache lifetime. */
async function onBWithin(token: string, done: (body: unknown) => boolean) {
  const started = Date.now();
  for (;;) {
    const body = (await userInfo(b, token)).json();
    if (done(body)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`B still answered ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const refusedOnB = (token: string) => onBWithin(token, (body) => body === null);

describe('session cache across instances', () => {
  it('is on in both instances once they listen', () => {
    expect(ctx.app.sessionCache.enabled).toBe(true);
    expect(b.sessionCache.enabled).toBe(true);
  });

  it('a second call is answered from memory, without reading the session again', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache1' });
    await cachedOnB(token);
    // Revoked behind the instances' backs (no announcement: triggers off): B still answers from memory,
    // which proves the cache answers, and why every real change must be announced.
    await withoutTriggers((client) =>
      client.query(`update sessions set revoked_at = now() where id = $1`, [sessionId(token)]),
    );
    expect((await userInfo(b, token)).json()).not.toBeNull();
    b.sessionCache.forgetSession(sessionId(token));
    expect((await userInfo(b, token)).json()).toBeNull();
  });

  it('logout on A: B refuses the token at once', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache2' });
    await cachedOnB(token);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(token) });
    expect(out.json()).toMatchObject({ isSuccessful: true });
    // A forgot it itself, before answering.
    expect((await userInfo(ctx.app, token)).json()).toBeNull();
    await refusedOnB(token);
  });

  it('disabling the user (any writer, here plain SQL): B refuses at once', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'cache3' });
    await cachedOnB(token);
    await withTx(ctx.db, systemActor, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, userId)),
    );
    await refusedOnB(token);
  });

  it('a password change on A ends the other sessions on B at once; the changing one goes on', async () => {
    const { userId, token: elsewhere } = await createSignedInUser(ctx, { userName: 'cache4' });
    const changing = await signIn(ctx.app, 'cache4');
    await cachedOnB(elsewhere);
    await cachedOnB(changing);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Administration/UserSecurity/ChangePassword',
      headers: bearer(changing),
      payload: {
        userId,
        currentPassword: testPassword,
        password: 'Xk9#mQ2$vLp7',
        confirmPassword: 'Xk9#mQ2$vLp7',
      },
    });
    expect(res.json()).toMatchObject({ isSuccessful: true });
    await refusedOnB(elsewhere);
    expect((await userInfo(ctx.app, elsewhere)).json()).toBeNull();
    expect((await userInfo(b, changing)).json()).toMatchObject({ id: userId });
  });

  it('a change of module access: B answers with the new rights at once', async () => {
    const { userId, token } = await createSignedInUser(ctx, {
      userName: 'cache5',
      access: [{ module: Module.HEROS, role: Role.User }],
    });
    expect((await cachedOnB(token)).access).toEqual([{ module: 'HEROS', role: 'User' }]);
    await withTx(ctx.db, systemActor, (tx) =>
      tx.update(moduleAccess).set({ role: Role.Manager }).where(eq(moduleAccess.userId, userId)),
    );
    await onBWithin(
      token,
      (body) =>
        (body as { access: unknown[] }).access[0] !== undefined &&
        (body as { access: { role: string }[] }).access[0]?.role === 'Manager',
    );
    await withTx(ctx.db, systemActor, (tx) =>
      tx
        .delete(moduleAccess)
        .where(and(eq(moduleAccess.userId, userId), eq(moduleAccess.module, Module.HEROS))),
    );
    await onBWithin(token, (body) => (body as { access: unknown[] }).access.length === 0);
  });

  it('idle expiry still holds: a cached session idle past 450 s is refused, and ended for good', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache6', inactivityTimeout: true });
    await cachedOnB(token);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${inactivityLimitSeconds + 1})` })
      .where(eq(sessions.id, sessionId(token)));
    await refusedOnB(token);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId(token)));
    expect(row?.revokedReason).toBe('idle');
  });

  it('activity on one instance is not mistaken for idleness on another holding an older copy', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache7', inactivityTimeout: true });
    await cachedOnB(token);
    const cached = b.sessionCache.get(sessionId(token));
    if (!cached) throw new Error('not cached');
    // B's copy says the last activity was 10 minutes ago; the database (touched by A) says now.
    b.sessionCache.store(
      { ...cached, lastSeenAt: new Date(Date.now() - 600_000) },
      b.sessionCache.generation,
    );
    const live = await liveSession(ctx.db, b.sessionCache, sessionId(token));
    expect(live?.auth.sessionId).toBe(sessionId(token));
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId(token)));
    expect(row?.revokedAt).toBeNull();
  });

  it('calls answered from memory still count as activity, at most one write per 5 s', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache8', inactivityTimeout: true });
    const sid = sessionId(token);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '400 seconds'` })
      .where(eq(sessions.id, sid));
    const lastSeen = async () =>
      (await ctx.db.select().from(sessions).where(eq(sessions.id, sid)))[0]?.lastSeenAt.getTime() ?? 0;
    // Moving last_seen_at back is announced (migration 0017), and B may hear it only after it cached the
    // session: ask until B holds it.
    await expect
      .poll(async () => {
        await userInfo(b, token);
        return b.sessionCache.get(sid) !== undefined;
      })
      .toBe(true);
    const touched = await lastSeen();
    expect(Date.now() - touched).toBeLessThan(5000);
    // Answered from memory for the next calls: no further writes within 5 s.
    for (let i = 0; i < 5; i++) await userInfo(b, token);
    expect(await lastSeen()).toBe(touched);
    expect(b.sessionCache.get(sid)?.lastSeenAt.getTime()).toBe(touched);
  });

  it('a dropped LISTEN connection empties the cache and turns it off until it listens again', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache9' });
    await cachedOnB(token);
    // Revoked without an announcement, as if it had been sent while B was not listening.
    await withoutTriggers((client) =>
      client.query(`update sessions set revoked_at = now() where id = $1`, [sessionId(token)]),
    );
    expect((await userInfo(b, token)).json()).not.toBeNull();
    const pid = b.notifyListener.pid;
    expect(pid).not.toBeNull();
    await withoutTriggers((client) => client.query('select pg_terminate_backend($1)', [pid]));
    // Emptied as soon as the loss is noticed: B reads the database again and refuses.
    await refusedOnB(token);
    // It listens again by itself, and only then caches again.
    const started = Date.now();
    while (!b.notifyListener.listening) {
      if (Date.now() - started > 10_000) throw new Error('the listener did not reconnect');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(b.notifyListener.pid).not.toBe(pid);
    const again = await createSignedInUser(ctx, { userName: 'cache10' });
    await cachedOnB(again.token);
  });

  it('while not listening nothing is cached', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'cache11' });
    await b.notifyListener.close();
    expect(b.sessionCache.enabled).toBe(false);
    expect((await userInfo(b, token)).json()).not.toBeNull();
    expect(b.sessionCache.size).toBe(0);
  });
});

/** As the server's superuser with triggers off: a change nobody announces. */
async function withoutTriggers<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const database = new URL(poolOf(ctx.db).options.connectionString ?? '').pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl(inject('adminUrl'), database) });
  await client.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    return await fn(client);
  } finally {
    await client.end();
  }
}
