import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../db/pool.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { liveEventChannel, publishLiveEvent, publishLiveEventToEach } from './publish-live-event.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('publishLiveEvent', () => {
  it('stores the event for its users and announces its id only when the transaction commits', async () => {
    const listener = new pg.Client(poolOf(ctx.db).options);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`listen ${liveEventChannel}`);
    try {
      await ctx.db
        .transaction(async (tx) => {
          await publishLiveEvent(tx, { userIds: [7] }, 'persistentNotificationReceived', {});
          throw new Error('rolled back');
        })
        .catch(() => {});
      const id = await publishLiveEvent(ctx.db, { userIds: [3, 4, 3] }, 'persistentNotificationReceived', {});
      const everyone = await publishLiveEvent(ctx.db, { everyone: true }, 'newVersionDeployed', {
        buildId: 'b1',
      });
      expect(await publishLiveEvent(ctx.db, { userIds: [] }, 'persistentNotificationReceived', {})).toBe('');
      await expect.poll(() => heard).toEqual([id, everyone]);
      const rows = await ctx.db.execute<{ user_ids: number[] | null; type: string; data: unknown }>(
        sql`select user_ids, type, data from live_events order by id`,
      );
      expect(rows.rows).toEqual([
        { user_ids: [3, 4], type: 'persistentNotificationReceived', data: {} },
        { user_ids: null, type: 'newVersionDeployed', data: { buildId: 'b1' } },
      ]);
    } finally {
      await listener.end();
    }
  });

  it('answers one event per user in the order given, also when the ids gain a digit', async () => {
    await ctx.ownerDb.execute(sql`select setval('live_events_id_seq', 98)`);
    const ids = await publishLiveEventToEach(ctx.db, 'notificationReceived', [
      { userId: 5, data: { userNotificationId: 1, notificationType: 'Notification', businessArea: 1 } },
      { userId: 6, data: { userNotificationId: 2, notificationType: 'Notification', businessArea: 1 } },
    ]);
    expect(ids).toEqual(['99', '100']);
    const { rows } = await ctx.db.execute<{ id: string; user_ids: number[] }>(
      sql`select id::text as id, user_ids from live_events where id >= 99 order by live_events.id`,
    );
    expect(rows).toEqual([
      { id: '99', user_ids: [5] },
      { id: '100', user_ids: [6] },
    ]);
  });
});
