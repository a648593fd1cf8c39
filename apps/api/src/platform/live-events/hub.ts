import type { LiveEventType } from '@homer/contracts/live-events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { idArray } from '../../db/id-array.ts';
import type { NotifyListener } from '../../db/notify-listener.ts';
import type { Db } from '../../db/pool.ts';
import { liveEventChannel } from '../notify/publish-live-event.ts';
import { sessionChannel } from '../sessions/session-cache.ts';
import { resolveSession } from '../sessions/sessions.ts';

export type StoredLiveEvent = {
  id: string;
  userIds: number[] | null;
  sessionId: string | null;
  type: LiveEventType;
  data: unknown;
};

/** One open stream: who it is for, how to write to it and how to end it. */
export type LiveStream = {
  key: string;
  userId: number;
  sessionId: string;
  mobileScanning: boolean;
  send: (event: StoredLiveEvent) => void;
  end: () => void;
};

type Row = { id: string; user_ids: number[] | null; session_id: string | null; type: string; data: unknown };

function toEvent(row: Row): StoredLiveEvent {
  return {
    id: row.id,
    userIds: row.user_ids,
    sessionId: row.session_id,
    type: row.type as LiveEventType,
    data: row.data,
  };
}

/** Whether a stream is addressed: a mobile-scanning session hears only events naming its own session. */
export function addressedTo(
  stream: Pick<LiveStream, 'userId' | 'sessionId' | 'mobileScanning'>,
  event: StoredLiveEvent,
) {
  if (event.sessionId !== null) return event.sessionId === stream.sessionId;
  if (stream.mobileScanning) return false;
  return event.userIds === null || event.userIds.includes(stream.userId);
}

/**
 * The instance's fan-out of live events (decision 046). Each notification names one committed row; ids heard in
 * one tick are read together by id (never "id > last seen": bigserial ids can commit out of order) and written to
 * the streams they are addressed to. When LISTEN is lost every stream is ended, so browsers reconnect with
 * Last-Event-ID and are replayed what they missed from the table, instead of silently missing events.
 */
export class LiveEventHub {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #streams = new Map<string, LiveStream>();
  /** The same streams by user: most events name a few users, and an instance may hold thousands of streams. */
  readonly #streamsOfUser = new Map<number, Set<LiveStream>>();
  #pending: string[] = [];
  #flushing = false;
  /** Told when a user's first stream opens and last one closes on this instance (online presence). */
  onPresence: (userId: number, present: boolean) => void = () => {};

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  follow(listener: NotifyListener): void {
    listener.on(liveEventChannel, (payload) => this.#heard(payload));
    listener.on(sessionChannel, (payload) => void this.#sessionChanged(payload));
    listener.onConnection((listening) => {
      if (!listening) this.endAll();
    });
  }

  get size(): number {
    return this.#streams.size;
  }

  /** The users with a stream open on this instance. */
  userIds(): number[] {
    return [...this.#streamsOfUser.keys()];
  }

  countOfUser(userId: number): number {
    return this.#streamsOfUser.get(userId)?.size ?? 0;
  }

  add(stream: LiveStream): void {
    this.#streams.get(stream.key)?.end();
    this.#streams.set(stream.key, stream);
    const ofUser = this.#streamsOfUser.get(stream.userId) ?? new Set<LiveStream>();
    ofUser.add(stream);
    if (ofUser.size === 1) {
      this.#streamsOfUser.set(stream.userId, ofUser);
      this.onPresence(stream.userId, true);
    }
  }

  get(key: string): LiveStream | undefined {
    return this.#streams.get(key);
  }

  remove(key: string): void {
    const stream = this.#streams.get(key);
    if (!stream) return;
    this.#streams.delete(key);
    const ofUser = this.#streamsOfUser.get(stream.userId);
    ofUser?.delete(stream);
    if (ofUser?.size === 0) {
      this.#streamsOfUser.delete(stream.userId);
      this.onPresence(stream.userId, false);
    }
  }

  endAll(): void {
    for (const stream of [...this.#streams.values()]) stream.end();
    this.#streams.clear();
    for (const userId of this.#streamsOfUser.keys()) this.onPresence(userId, false);
    this.#streamsOfUser.clear();
  }

  /** The streams an event may be for: those of its users, or every stream for everyone's and a session's. */
  #candidates(event: StoredLiveEvent): Iterable<LiveStream> {
    if (event.userIds === null || event.sessionId !== null) return this.#streams.values();
    return event.userIds.flatMap((userId) => [...(this.#streamsOfUser.get(userId) ?? [])]);
  }

  /** Events still kept after `afterId`, addressed to the stream, plus recent ones that may have committed late. */
  async replay(
    stream: Pick<LiveStream, 'userId' | 'sessionId' | 'mobileScanning'>,
    afterId: string,
  ): Promise<{ events: StoredLiveEvent[]; expired: boolean }> {
    // Ordered by the table's id: a bare `id` names the output's text column, where '1000' sorts before '999'.
    const { rows } = await this.#db.execute<Row & { known: boolean }>(sql`
      with last as (select created_at from live_events where id = ${afterId}::bigint)
      select id::text as id, user_ids, session_id, type, data, exists (select 1 from last) as known
      from live_events
      where id > ${afterId}::bigint
         or created_at >= (select created_at - interval '5 seconds' from last)
      order by live_events.id`);
    const known = rows.length > 0 ? rows[0]?.known === true : await this.#exists(afterId);
    const events = rows.filter((row) => row.id !== afterId).map(toEvent);
    return { events: events.filter((event) => addressedTo(stream, event)), expired: !known };
  }

  async #exists(id: string): Promise<boolean> {
    const { rows } = await this.#db.execute(sql`select 1 from live_events where id = ${id}::bigint`);
    return rows.length > 0;
  }

  #heard(payload: string): void {
    if (payload.startsWith('end:')) {
      // 'end:<session id>:<stream name>' from api/sse-notif/remove on whichever instance took it.
      const [, sessionId, name] = payload.split(':');
      for (const stream of [...this.#streams.values()]) {
        if (stream.sessionId === sessionId && stream.key.endsWith(`:${name}`)) stream.end();
      }
      return;
    }
    if (!/^\d+$/.test(payload)) return;
    this.#pending.push(payload);
    if (!this.#flushing) {
      this.#flushing = true;
      setImmediate(() => void this.#flush());
    }
  }

  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      const ids = this.#pending;
      this.#pending = [];
      if (this.#streams.size === 0) continue;
      try {
        const { rows } = await this.#db.execute<Row>(sql`
          select id::text as id, user_ids, session_id, type, data from live_events
          where id = any(${idArray(ids, 'bigint')}) order by live_events.id`);
        for (const event of rows.map(toEvent)) {
          for (const stream of this.#candidates(event)) if (addressedTo(stream, event)) stream.send(event);
        }
      } catch (error) {
        // Unread events would be lost to open streams: end them so they reconnect and replay.
        this.#log.error({ err: error }, 'live events could not be read');
        this.endAll();
      }
    }
    this.#flushing = false;
  }

  /**
   * A session ('s:<id>') or a user's sessions ('u:<id>') changed: end the streams whose session is no longer live.
   * The announcement names any change to the row, not only an end (decision 071), so the database decides.
   */
  async #sessionChanged(payload: string): Promise<void> {
    const id = payload.slice(2);
    if (payload.startsWith('s:')) {
      await this.#endIfSessionEnded([...this.#streams.values()].filter((stream) => stream.sessionId === id));
    } else if (payload.startsWith('u:')) {
      await this.#endIfSessionEnded([...(this.#streamsOfUser.get(Number(id)) ?? [])]);
    }
  }

  async #endIfSessionEnded(streams: LiveStream[]): Promise<void> {
    for (const sessionId of new Set(streams.map((stream) => stream.sessionId))) {
      const resolved = await resolveSession(this.#db, sessionId).catch(() => ({
        failure: 'unknown' as const,
      }));
      if ('failure' in resolved)
        for (const stream of streams) if (stream.sessionId === sessionId) stream.end();
    }
  }
}
