import { describe, expect, it } from 'vitest';
import { type LiveSession, SessionCache } from './session-cache.ts';

function session(sessionId: string, userId: number): LiveSession {
  return {
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 3600_000),
    auth: {
      sessionId,
      mfaVerified: false,
      user: {
        id: userId,
        userName: `u${userId}`,
        firstName: 'F',
        lastName: 'L',
        email: 'e@x.example',
        inactivityTimeout: false,
        isInternalBphpUser: false,
        invWorkstationId: null,
        isRxUser: false,
        needToResetPin: false,
        mobileScanning: false,
        access: [],
      },
    },
  };
}

/** A cache switched on as if its listener were listening, with its announcement handler exposed. */
function listeningCache(options: { ttlMs: number; maxEntries?: number }) {
  const cache = new SessionCache(options);
  let announce: (payload: string) => void = () => {};
  let connection: (up: boolean) => void = () => {};
  cache.follow({
    on: (_channel: string, handler: (payload: string) => void) => {
      announce = handler;
    },
    onConnection: (handler: (up: boolean) => void) => {
      connection = handler;
    },
  } as never);
  connection(true);
  return { cache, announce: (p: string) => announce(p), connection: (up: boolean) => connection(up) };
}

describe('session cache', () => {
  it('answers within its lifetime only', () => {
    const { cache } = listeningCache({ ttlMs: 5000 });
    const now = Date.now();
    cache.store(session('s1', 1), cache.generation, now);
    expect(cache.get('s1', now + 4999)?.auth.sessionId).toBe('s1');
    expect(cache.get('s1', now + 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the session or every session of the user an announcement names; anything else clears all', () => {
    const { cache, announce } = listeningCache({ ttlMs: 5000 });
    for (const [s, u] of [
      ['s1', 1],
      ['s2', 1],
      ['s3', 2],
    ] as const)
      cache.store(session(s, u), cache.generation);
    announce('s:s3');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    announce('u:1');
    expect(cache.size).toBe(0);
    cache.store(session('s4', 4), cache.generation);
    announce('garbage');
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before an announcement arrived', () => {
    const { cache, announce } = listeningCache({ ttlMs: 5000 });
    const before = cache.generation;
    announce('s:s1'); // arrives while the lookup of s1 is reading the database
    cache.store(session('s1', 1), before);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('is bounded: the oldest entry goes first', () => {
    const { cache } = listeningCache({ ttlMs: 5000, maxEntries: 2 });
    for (const s of ['s1', 's2', 's3']) cache.store(session(s, 1), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
  });

  it('is emptied and off while the connection is down, and stays off with a lifetime of 0', () => {
    const { cache, connection } = listeningCache({ ttlMs: 5000 });
    cache.store(session('s1', 1), cache.generation);
    connection(false);
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    cache.store(session('s1', 1), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
    connection(true);
    expect(cache.enabled).toBe(true);
    expect(listeningCache({ ttlMs: 0 }).cache.enabled).toBe(false);
  });
});
