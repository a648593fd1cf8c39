import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';

const redisUrl = 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING on the test address; without one the shared-store tests are skipped. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(6379, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

const limit = 4;
const addLimitedRoute = (app: App) => {
  app.get(
    '/api/test/limited',
    { config: { access: 'public', rateLimit: { max: limit, timeWindow: '1 minute' } } },
    () => ({
      ok: true,
    }),
  );
};

describe.skipIf(!(await redisAnswers()))('rate limits with REDIS_URL', () => {
  // Keys of this run only, so that parallel or repeated runs never share counters.
  const keyPrefix = `homer-test:${randomUUID()}:`;
  let first: TestContext;
  let second: App;

  beforeAll(async () => {
    first = await createTestContext(addLimitedRoute, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });
    // A second instance of the app, as behind a load balancer.
    second = await buildApp(first.config, first.db);
    addLimitedRoute(second);
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two instances sharing Redis allow one address the limit once, not once each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit * 2; i++) {
      const app = i % 2 === 0 ? first.app : second;
      const res = await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.70.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(limit).fill(429)]);
    // Another address has its own allowance on either instance.
    const other = await second.inject({
      method: 'GET',
      url: '/api/test/limited',
      remoteAddress: '10.70.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps the counters under REDIS_KEY_PREFIX', async () => {
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${keyPrefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.includes('/api/test/limited'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('rate limits without REDIS_URL', () => {
  it('are counted by each instance for itself', async () => {
    const ctx = await createTestContext(addLimitedRoute);
    const other = await buildApp(ctx.config, ctx.db);
    try {
      addLimitedRoute(other);
      await other.ready();
      const call = (app: App) =>
        app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.71.0.1' });
      for (let i = 0; i < limit; i++) expect((await call(ctx.app)).statusCode).toBe(200);
      expect((await call(ctx.app)).statusCode).toBe(429);
      expect((await call(other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await ctx.close();
    }
  });
});

describe('rate limits with an unreachable Redis', () => {
  it('let requests through rather than failing them', async () => {
    const ctx = await createTestContext(addLimitedRoute, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/limited',
        remoteAddress: '10.72.0.1',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
