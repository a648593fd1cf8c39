import type { LiveEventData, LiveEventType } from '@homer/contracts/live-events';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';

export type LiveEventAudience =
  | { userIds: readonly number[] }
  | { everyone: true }
  /** One mobile-scanning session (spec §4.11), which hears nothing else. */
  | { sessionId: string };

/** Where a new event's id is announced to every instance's stream hub. */
export const liveEventChannel = 'homer_live_event';

/**
 * Writes an event and announces it. Run it in the transaction of the change it reports: NOTIFY is delivered at
 * commit, so a rolled-back change sends nothing. Returns the event id ('' when the audience is empty).
 */
export async function publishLiveEvent<T extends LiveEventType>(
  db: Queryable,
  audience: LiveEventAudience,
  type: T,
  data: LiveEventData<T>,
): Promise<string> {
  const sessionId = 'sessionId' in audience ? audience.sessionId : null;
  const userIds = 'userIds' in audience ? [...new Set(audience.userIds)] : null;
  if (userIds?.length === 0) return '';
  const result = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into live_events (user_ids, session_id, type, data)
      values (${userIds === null ? null : idArray(userIds)}, ${sessionId}, ${type}, ${JSON.stringify(data)}::jsonb)
      returning id)
    select id::text as id, pg_notify(${liveEventChannel}, id::text) from inserted`);
  return result.rows[0]?.id ?? '';
}

/**
 * One event of a type to each of several users, each with its own data (a notification id per recipient), in
 * one statement however many there are. Returns the event ids in the order given.
 */
export async function publishLiveEventToEach<T extends LiveEventType>(
  db: Queryable,
  type: T,
  events: readonly { userId: number; data: LiveEventData<T> }[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = JSON.stringify(events.map((e, i) => ({ i, u: e.userId, d: e.data })));
  const result = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into live_events (user_ids, type, data)
      select array[e.u], ${type}, e.d
      from jsonb_to_recordset(${rows}::jsonb) as e(i int, u int, d jsonb)
      order by e.i
      returning id)
    select id::text as id, pg_notify(${liveEventChannel}, id::text) from inserted order by inserted.id`);
  return result.rows.map((r) => r.id);
}
