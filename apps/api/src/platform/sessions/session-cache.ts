import type { NotifyListener } from '../../db/notify-listener.ts';
import type { Auth } from './sessions.ts';

/** What the database said about a live session, kept for a few seconds. */
export type LiveSession = { auth: Auth; lastSeenAt: Date; expiresAt: Date };

type Entry = { session: LiveSession; storedAt: number };

/** Where the database announces that a session ended or a user's sessions changed (migration 0017). */
export const sessionChannel = 'homer_session_changed';

/**
 * Live sessions of this instance, each for at most `ttlMs` (decision 028), so a signed-in call needs no query.
 * It only ever answers while the LISTEN connection is up: whatever ends a session or changes its rights is
 * announced by a trigger, and each announcement drops the entries it names. When the connection is lost the
 * cache is emptied and stays off until LISTEN is in force again, because announcements in between are lost.
 * A lookup that was already reading the database when an announcement arrived does not store what it read
 * (the generation moved on), so an answer older than the announcement cannot be cached after it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #sessionsOfUser = new Map<number, Set<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #enabled = false;
  #generation = 0;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  /** Follows the listener: on while it listens, emptied and off otherwise. */
  follow(listener: NotifyListener): void {
    listener.on(sessionChannel, (payload) => this.#announced(payload));
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

  /** Take before reading the database; store() refuses what was read before a later announcement. */
  get generation(): number {
    return this.#generation;
  }

  get(sessionId: string, now = Date.now()): LiveSession | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.#ttlMs) {
      this.#drop(sessionId);
      return undefined;
    }
    return entry.session;
  }

  store(session: LiveSession, generation: number, now = Date.now()): void {
    if (!this.#enabled || generation !== this.#generation) return;
    const sessionId = session.auth.sessionId;
    this.#drop(sessionId);
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
    this.#entries.set(sessionId, { session, storedAt: now });
    const userId = session.auth.user.id;
    const ofUser = this.#sessionsOfUser.get(userId) ?? new Set<string>();
    ofUser.add(sessionId);
    this.#sessionsOfUser.set(userId, ofUser);
  }

  /** This instance's own activity write: the next lookups see it without another touch. */
  touched(sessionId: string, at: Date): void {
    const entry = this.#entries.get(sessionId);
    if (entry) entry.session = { ...entry.session, lastSeenAt: at };
  }

  /** After this instance ended a session itself: no need to wait for the announcement. */
  forgetSession(sessionId: string): void {
    this.#generation += 1;
    this.#drop(sessionId);
  }

  /** After this instance changed a user's password, rights or status itself. */
  forgetUser(userId: number): void {
    this.#generation += 1;
    for (const sessionId of this.#sessionsOfUser.get(userId) ?? []) this.#drop(sessionId);
  }

  #drop(sessionId: string): void {
    const entry = this.#entries.get(sessionId);
    if (!entry) return;
    this.#entries.delete(sessionId);
    const userId = entry.session.auth.user.id;
    const ofUser = this.#sessionsOfUser.get(userId);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) this.#sessionsOfUser.delete(userId);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#sessionsOfUser.clear();
  }

  #announced(payload: string): void {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) this.forgetSession(id);
    else if (payload.startsWith('u:')) this.forgetUser(Number(id));
    // Anything else is not understood: forget everything rather than keep something that may be stale.
    else this.clear();
  }
}
