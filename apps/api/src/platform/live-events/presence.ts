import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import type { LiveEventHub } from './hub.ts';

/** Decision 049: how often an instance confirms its users, and how long an unconfirmed row still counts. */
export const presenceSettings = { refreshMs: 30_000, onlineSeconds: 75, settleMs: 200 };

/**
 * Who is online across instances: each instance writes the users holding a live stream on it into
 * `live_presence` under its own id — at once (settled over a few ms) when a user's first stream opens or last one
 * closes, and in full every 30 s. An instance that stops or dies no longer confirms its rows, and
 * they age out after 75 s.
 */
export class OnlinePresence {
  readonly instanceId = randomUUID();
  readonly #db: Db;
  readonly #hub: LiveEventHub;
  readonly #log: FastifyBaseLogger;
  #changed = new Map<number, boolean>();
  #settle: NodeJS.Timeout | null = null;
  #refresh: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(db: Db, hub: LiveEventHub, log: FastifyBaseLogger) {
    this.#db = db;
    this.#hub = hub;
    this.#log = log;
    hub.onPresence = (userId, present) => {
      this.#changed.set(userId, present);
      this.#settle ??= setTimeout(() => this.#write(), presenceSettings.settleMs);
    };
    this.#refresh = setInterval(() => this.#write(true), presenceSettings.refreshMs);
    this.#refresh.unref();
  }

  /** Writes what changed, or (full) confirms every present user, drops the rest and prunes stale rows. */
  #write(full = false): Promise<void> {
    this.#settle = null;
    if (this.#closed) return this.#writing;
    const changed = this.#changed;
    this.#changed = new Map();
    const present = full ? this.#hub.userIds() : [...changed].filter(([, p]) => p).map(([id]) => id);
    const gone = [...changed].filter(([, p]) => !p).map(([id]) => id);
    this.#writing = this.#writing
      .then(async () => {
        const instance = this.instanceId;
        if (present.length > 0)
          await this.#db.execute(sql`
            insert into live_presence (instance_id, user_id)
            select ${instance}::uuid, u from unnest(${idArray(present)}) as u
            where exists (select 1 from users where id = u)
            on conflict (instance_id, user_id) do update set seen_at = now()`);
        if (full) {
          await this.#db.execute(sql`
            delete from live_presence
            where (instance_id = ${instance}::uuid and user_id <> all(${idArray(present)}))
               or seen_at < now() - make_interval(secs => ${presenceSettings.onlineSeconds})`);
        } else if (gone.length > 0) {
          await this.#db.execute(sql`
            delete from live_presence where instance_id = ${instance}::uuid and user_id = any(${idArray(gone)})
              and not (user_id = any(${idArray(this.#hub.userIds())}))`);
        }
      })
      .catch((error) => {
        if (!this.#closed) this.#log.warn({ err: error }, 'online presence could not be written');
      });
    return this.#writing;
  }

  /**
   * Stops writing. The instance's rows are left to age out: its users' browsers reconnect to another instance,
   * which writes them again, and a shutdown must not query a database that may be stopping with it (the
   * embedded PostgreSQL stops on the same signal).
   */
  close(): void {
    this.#closed = true;
    if (this.#refresh) clearInterval(this.#refresh);
    if (this.#settle) clearTimeout(this.#settle);
    this.#hub.onPresence = () => {};
  }
}

/** SQL: whether the user (a column or value) is online on any instance. */
export function isOnline(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from live_presence p where p.user_id = ${userId}
    and p.seen_at > now() - make_interval(secs => ${presenceSettings.onlineSeconds}))`;
}
