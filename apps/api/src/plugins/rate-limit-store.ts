import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type Counted = { current: number; ttl: number };
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The plugin's own stores (not in its typed surface): counting stays exactly the plugin's, in Redis and in memory.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store = require('@fastify/rate-limit/store/LocalStore.js');

/**
 * When the counters may be asked of Redis: always while it answers; after a failure or a late answer not for
 * `retryAfterMs`, then by one request (the probe) whose answer in time brings Redis back.
 */
export class RedisBreaker {
  #openUntil = 0;
  #probing = false;

  constructor(
    private readonly retryAfterMs: number,
    private readonly changed: (available: boolean, reason?: string) => void,
  ) {}

  /** 'ask' or 'probe' when this request may go to Redis, null when it is counted here alone. */
  admit(): 'ask' | 'probe' | null {
    if (this.#openUntil === 0) return 'ask';
    if (this.#probing || Date.now() < this.#openUntil) return null;
    this.#probing = true;
    return 'probe';
  }

  answered(admission: 'ask' | 'probe'): void {
    // Only the probe closes the breaker: a late success of a request sent before the failure proves nothing.
    if (admission !== 'probe') return;
    this.#openUntil = 0;
    this.#probing = false;
    this.changed(true);
  }

  failed(admission: 'ask' | 'probe', reason: string): void {
    const wasAvailable = this.#openUntil === 0;
    if (admission === 'ask' && !wasAvailable) return;
    this.#openUntil = Date.now() + this.retryAfterMs;
    this.#probing = false;
    if (wasAvailable) this.changed(false, reason);
  }
}

/**
 * Counts each request in this process and, while the breaker lets it, in Redis; answers with Redis's count when it
 * comes within `timeoutMs`, else with the local one. So a Redis that refuses, hangs or is slow costs a request at
 * most `timeoutMs` and never lets it through uncounted (decision 069).
 */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
    private readonly breaker: RedisBreaker,
    private readonly timeoutMs: number,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: Counted) => void,
    timeWindow: number,
    max: number,
  ) {
    // Counted here on every request, so an address that spent its allowance is still held when Redis goes away.
    this.local.incr(
      key,
      (localError, localCount) => {
        const admission = this.breaker.admit();
        if (!admission || localError) return callback(localError, localCount);
        let settled = false;
        const settle = (error: Error | null, count?: Counted) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error || !count) {
            this.breaker.failed(admission, error?.message ?? 'no count');
            return callback(null, localCount);
          }
          this.breaker.answered(admission);
          callback(null, count);
        };
        // After a stall of the event loop (a busy host) the timer fires before an answer that already came; I/O is
        // read before setImmediate runs, so such an answer still counts.
        const timer = setTimeout(
          () => setImmediate(() => settle(new Error(`no answer within ${this.timeoutMs} ms`))),
          this.timeoutMs,
        );
        this.redis.incr(key, settle, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallbackStore(
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
      this.breaker,
      this.timeoutMs,
    );
  }
}

/** The store the rate-limit plugin builds (it calls `new` with its settings): Redis first, this process second. */
export function redisStoreWithFallback(
  redis: Redis,
  options: { keyPrefix: string; timeoutMs: number; breaker: RedisBreaker },
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, options.keyPrefix),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        options.breaker,
        options.timeoutMs,
      );
    }
  };
}
