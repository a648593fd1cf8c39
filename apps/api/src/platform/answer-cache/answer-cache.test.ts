import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/** A cache switched on as if its listener were listening, with its announcement handler exposed. */
function listeningCache(options: { ttlMs: number; maxEntries?: number }) {
  const cache = new AnswerCache(options);
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

const keep = (cache: AnswerCache, key: string, json: string, now?: number) =>
  cache.store('budgets', key, json, cache.generation, now);

describe('answer cache', () => {
  it('answers within its lifetime only, per key', () => {
    const { cache } = listeningCache({ ttlMs: 1000 });
    keep(cache, 'a', '[1]', 0);
    keep(cache, 'b', '[2]', 0);
    expect(cache.get('budgets', 'a', 999)?.json).toBe('[1]');
    expect(cache.get('budgets', 'b', 999)?.json).toBe('[2]');
    expect(cache.get('other', 'a', 999)).toBeUndefined();
    expect(cache.get('budgets', 'a', 1000)).toBeUndefined();
  });

  it("an announcement drops its area's answers only; an unknown or empty one empties everything", () => {
    const { cache, announce } = listeningCache({ ttlMs: 5000 });
    keep(cache, 'a', '[1]');
    cache.store('other', 'a', '[3]', cache.generation);
    announce('budgets');
    expect(cache.get('budgets', 'a')).toBeUndefined();
    expect(cache.get('other', 'a')?.json).toBe('[3]');
    announce('');
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before an announcement or a local write', () => {
    const { cache, announce } = listeningCache({ ttlMs: 5000 });
    const before = cache.generation;
    announce('budgets');
    cache.store('budgets', 'a', '[old]', before);
    expect(cache.get('budgets', 'a')).toBeUndefined();
    const beforeWrite = cache.generation;
    cache.changed('budgets');
    cache.store('budgets', 'a', '[old]', beforeWrite);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, the oldest going first', () => {
    const { cache } = listeningCache({ ttlMs: 5000, maxEntries: 2 });
    keep(cache, 'a', '1');
    keep(cache, 'b', '2');
    keep(cache, 'c', '3');
    expect(cache.size).toBe(2);
    expect(cache.get('budgets', 'a')).toBeUndefined();
    expect(cache.get('budgets', 'c')?.json).toBe('3');
  });

  it('is emptied and off while not listening, and never on with a lifetime of 0', () => {
    const { cache, connection } = listeningCache({ ttlMs: 5000 });
    keep(cache, 'a', '1');
    connection(false);
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    keep(cache, 'a', '1');
    expect(cache.size).toBe(0);
    connection(true);
    expect(cache.enabled).toBe(true);
    expect(listeningCache({ ttlMs: 0 }).cache.enabled).toBe(false);
    expect(new AnswerCache({ ttlMs: 5000 }).enabled).toBe(false);
  });
});
