import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { freePort } from '../test/free-port.ts';
import { silentServer, slowProxy } from '../test/tcp-stand-ins.ts';
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

/** Sends `count` requests from one address to `app`, one after another: their statuses and the slowest time. */
async function burst(app: App, address: string, count: number) {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: address });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.push(res.statusCode);
  }
  return { statuses, slowestMs };
}

const heldAtLimit = [...Array(limit).fill(200), 429, 429];

describe('rate limits while Redis is out (decision 069)', () => {
  it('answer at once and still hold the limit, counted by the instance, when Redis refuses connections', async () => {
    const ctx = await createTestContext(addLimitedRoute, {
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    try {
      const { statuses, slowestMs } = await burst(ctx.app, '10.72.0.1', limit + 2);
      expect(statuses).toEqual(heldAtLimit);
      expect(slowestMs).toBeLessThan(300);
    } finally {
      await ctx.close();
    }
  });

  it('answer at once and still hold the limit when Redis accepts but never answers', async () => {
    const hung = await silentServer();
    const ctx = await createTestContext(addLimitedRoute, {
      REDIS_URL: `redis://127.0.0.1:${hung.port}`,
    });
    try {
      const { statuses, slowestMs } = await burst(ctx.app, '10.72.0.2', limit + 2);
      expect(statuses).toEqual(heldAtLimit);
      expect(slowestMs).toBeLessThan(300);
    } finally {
      await ctx.close();
      await hung.close();
    }
  });
});

describe.skipIf(!(await redisAnswers()))('rate limits when Redis turns slow, and after', () => {
  const keyPrefix = `homer-test:${randomUUID()}:`;
  let proxy: Awaited<ReturnType<typeof slowProxy>>;
  let first: TestContext;
  let second: App;

  beforeAll(async () => {
    proxy = await slowProxy(6379);
    first = await createTestContext(addLimitedRoute, {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: keyPrefix,
      REDIS_RETRY_SECONDS: '2',
    });
    second = await buildApp(first.config, first.db);
    addLimitedRoute(second);
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await proxy?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** Two requests on each instance, then one more on each: shared counting refuses both, local counting neither. */
  async function acrossInstances(address: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const app of [first.app, second, first.app, second, first.app, second])
      statuses.push((await burst(app, address, 1)).statuses[0] ?? 0);
    return statuses;
  }

  it('counts in each instance, never letting requests through uncounted, while answers come late', async () => {
    expect(await acrossInstances('10.73.0.1')).toEqual([200, 200, 200, 200, 429, 429]);
    proxy.setDelay(1_500);
    // The first request waits for Redis up to REDIS_TIMEOUT_MS (150 ms by default), then is counted here.
    const waited = await burst(first.app, '10.73.0.2', 1);
    expect(waited.slowestMs).toBeLessThan(300);
    // Each instance alone: the second's three and the first's four are within an allowance of four each.
    expect(await acrossInstances('10.73.0.2')).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await burst(first.app, '10.73.0.2', 2)).statuses).toEqual([429, 429]);
  });

  it('counts in Redis again once it answers in time', async () => {
    proxy.setDelay(0);
    // The breaker asks again REDIS_RETRY_SECONDS after the failure; one probe per instance brings Redis back.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await burst(first.app, '10.73.0.3', 1);
    await burst(second, '10.73.0.3', 1);
    expect(await acrossInstances('10.73.0.4')).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
