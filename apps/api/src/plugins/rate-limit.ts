import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config, RedisConfig } from '../config.ts';
import { HttpError } from './errors.ts';
import { RedisBreaker, redisStoreWithFallback } from './rate-limit-store.ts';

/**
 * Per-address limits that routes declare with `config.rateLimit`. Counters live in Redis when REDIS_URL is set, so
 * instances behind one load balancer share one allowance; otherwise in this process's memory. While Redis refuses,
 * hangs or answers late, each instance counts for itself (decision 069).
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    global: false,
    store: config.redis ? sharedStore(app, config.redis) : undefined,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please wait a minute and try again.'),
  });
}

/** How long a start waits for Redis, and each reconnect attempt may take: off the path of any request. */
const connectWithinMs = 1_000;

function sharedStore(app: FastifyInstance, settings: RedisConfig) {
  const redis = new Redis(settings.url, {
    // A request never waits for Redis beyond the store's own deadline (REDIS_TIMEOUT_MS): no queue while
    // disconnected and no retries of a failed command (the breaker asks again later). No command timeout in
    // ioredis: on a busy host it would also fail the connection's handshake, and with the breaker open a hung
    // server is sent one probe per REDIS_RETRY_SECONDS, so little can be left pending.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectWithinMs,
  });
  // ioredis reports every failed reconnect; the breaker says once when counting moves here and back.
  redis.on('error', (error) => app.log.debug({ err: error }, 'Redis connection'));
  const breaker = new RedisBreaker(settings.retryAfterMs, (available, reason) => {
    if (available) app.log.info('rate limits: Redis answers again; counting there');
    else
      app.log.warn(
        { reason, retryInMs: settings.retryAfterMs },
        'rate limits: Redis unavailable; each instance counts for itself until it answers',
      );
  });
  // Ready once connected (or refused), so the first requests after a start are not counted here for nothing.
  app.addHook('onReady', () => connected(redis, connectWithinMs));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisStoreWithFallback(redis, {
    keyPrefix: settings.keyPrefix,
    timeoutMs: settings.timeoutMs,
    breaker,
  });
}

/** Resolves when the client is ready, has failed its first attempt, or `withinMs` have passed. */
function connected(redis: Redis, withinMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    redis.once('ready', done).once('error', done);
  });
}
