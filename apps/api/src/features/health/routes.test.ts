import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/pool.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { readinessTimeoutMs } from './routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('says the instance lives and its database answers', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is public and never rate limited, however often a checker asks', async () => {
    const declared = ctx.app.declaredRoutes().filter((r) => r.url.startsWith('/api/health'));
    expect(declared.map((r) => [r.method, r.url, r.access, r.rateLimited])).toEqual([
      ['GET', '/api/health', 'public', false],
      ['HEAD', '/api/health', 'public', false],
      ['GET', '/api/health/ready', 'public', false],
      ['HEAD', '/api/health/ready', 'public', false],
    ]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress: '10.90.0.1' }),
      ),
    );
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  it('answers 503 without details while PostgreSQL is unreachable, and liveness stays 200', async () => {
    // An instance whose database went away: nothing listens on port 1.
    const { pool, db } = createDb('postgres://homer@127.0.0.1:1/homer', 2);
    const app = await buildApp(ctx.config, db);
    try {
      const started = Date.now();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(Date.now() - started).toBeLessThan(readinessTimeoutMs + 500);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
