import type { NotifyListener } from '../../db/notify-listener.ts';

/** Where the database announces that a table an answer reads changed (migration 0045); the payload is the area. */
export const answerChannel = 'homer_answer_changed';

/** A finished answer: the serialised JSON, and its bytes in each encoding once some client asked for it. */
export type CachedAnswer = {
  readonly json: string;
  /** Bytes by encoding ('identity', 'gzip', 'br'), made on first use and kept with the answer. */
  readonly encoded: Map<string, Buffer>;
};

type Entry = { area: string; answer: CachedAnswer; storedAt: number };

/**
 * Finished answers of read routes whose result is the same for every reader with the same filters (decision 080),
 * each kept at most `ttlMs` and dropped as soon as the database announces a change to what it reads. Like the
 * session cache (decision 028) it only answers while the LISTEN connection is up: when the connection is lost it
 * is emptied and stays off until LISTEN is in force again, since announcements in between are lost. A reader takes
 * the generation before querying; store() refuses an answer read before a later announcement or local write.
 *
 * Keys are `area` plus the caller's key (the filters); an area is a set of tables announced under one name.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #enabled = false;
  #generation = 0;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 200;
  }

  /** Follows the listener: on while it listens, emptied and off otherwise. */
  follow(listener: NotifyListener): void {
    listener.on(answerChannel, (payload) => (payload ? this.changed(payload) : this.clear()));
    listener.onConnection((listening) => {
      this.clear();
      this.#enabled = listening && this.#ttlMs > 0;
    });
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Take before reading the database; store() refuses what was read before a later change. */
  get generation(): number {
    return this.#generation;
  }

  get(area: string, key: string, now = Date.now()): CachedAnswer | undefined {
    if (!this.#enabled) return undefined;
    const id = entryId(area, key);
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.#ttlMs) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.answer;
  }

  /** Keeps `json` unless the cache is off or something changed since `generation` was taken; returns the answer. */
  store(area: string, key: string, json: string, generation: number, now = Date.now()): CachedAnswer {
    const answer: CachedAnswer = { json, encoded: new Map() };
    if (!this.#enabled || generation !== this.#generation) return answer;
    const id = entryId(area, key);
    this.#entries.delete(id);
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(id, { area, answer, storedAt: now });
    return answer;
  }

  /** The area's tables changed (announced, or written by this instance): its answers go, reads in flight are not kept. */
  changed(area: string): void {
    this.#generation += 1;
    for (const [id, entry] of this.#entries) if (entry.area === area) this.#entries.delete(id);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

// The area cannot contain a newline, so no two (area, key) pairs share an id.
const entryId = (area: string, key: string) => `${area}\n${key}`;
