import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/**
 * Per-address limits that routes declare with `config.rateLimit`. Counters live in Redis when REDIS_URL is set, so
 * instances behind one load balancer share one allowance; otherwise in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.redis ? connectRedis(app, config.redis.url) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: config.redis?.keyPrefix,
    // A Redis outage must not take every public page down with it: the captcha and the database-backed sign-in
    // throttle still hold meanwhile, and the error is logged.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Please wait a minute and try again.'),
  });
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // Fail a request's counter fast while Redis is away instead of holding the request for many retries.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', (error) => app.log.error({ err: error }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
