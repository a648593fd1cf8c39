import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { LiveEventHub, type LiveStream } from './hub.ts';
import { isOnline, OnlinePresence, presenceSettings } from './presence.ts';

let ctx: TestContext;
let ann: number;
let ben: number;
let cal: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [ann = 0, ben = 0, cal = 0] = await Promise.all(
    ['pann', 'pben', 'pcal'].map((userName) => createUser(ctx.db, { userName })),
  );
});
afterAll(() => ctx.close());

function instance() {
  const hub = new LiveEventHub(ctx.db, ctx.app.log);
  const presence = new OnlinePresence(ctx.db, hub, ctx.app.log);
  const open = (key: string, userId: number) => {
    const stream: LiveStream = {
      key,
      userId,
      sessionId: key,
      mobileScanning: false,
      send: () => {},
      end: () => hub.remove(key),
    };
    hub.add(stream);
    return stream;
  };
  return { hub, presence, open };
}

async function rowsOf(presence: OnlinePresence): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ user_id: number }>(
    sql`select user_id from live_presence where instance_id = ${presence.instanceId}::uuid order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

async function online(userId: number): Promise<boolean> {
  const { rows } = await ctx.db.execute<{ online: boolean }>(
    sql`select ${isOnline(sql`${userId}::int`)} as online`,
  );
  return rows[0]?.online === true;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, presenceSettings.settleMs * 2));

describe('OnlinePresence', () => {
  it('counts a user online while any of their streams is open, and no longer once the last one closes', async () => {
    const { presence, open } = instance();
    try {
      const tab1 = open('pa-1', ann);
      await expect.poll(() => rowsOf(presence)).toEqual([ann]);
      expect(await online(ann)).toBe(true);
      const tab2 = open('pa-2', ann);
      tab1.end();
      await settled();
      expect(await rowsOf(presence)).toEqual([ann]);
      expect(await online(ann)).toBe(true);
      tab2.end();
      await expect.poll(() => rowsOf(presence)).toEqual([]);
      expect(await online(ann)).toBe(false);
    } finally {
      presence.close();
    }
  });

  it('keeps a user who closes a stream and opens another within the settling time', async () => {
    const { presence, open } = instance();
    try {
      open('pb-1', ben).end();
      open('pb-2', ben);
      await settled();
      expect(await rowsOf(presence)).toEqual([ben]);
    } finally {
      presence.close();
    }
  });

  it('keeps a user online on another instance when one instance loses their stream', async () => {
    const first = instance();
    const second = instance();
    try {
      const here = first.open('pc-1', cal);
      second.open('pc-2', cal);
      await expect
        .poll(async () => [await rowsOf(first.presence), await rowsOf(second.presence)])
        .toEqual([[cal], [cal]]);
      here.end();
      await expect.poll(() => rowsOf(first.presence)).toEqual([]);
      expect(await online(cal)).toBe(true);
    } finally {
      first.presence.close();
      second.presence.close();
    }
  });

  it('no longer counts a row its instance stopped confirming, and the next full refresh removes it', async () => {
    const dead = '00000000-0000-4000-8000-000000000001';
    await ctx.db.execute(sql`insert into live_presence (instance_id, user_id, seen_at)
      values (${dead}::uuid, ${ann}, now() - make_interval(secs => ${presenceSettings.onlineSeconds + 5}))`);
    expect(await online(ann)).toBe(false);
    const refreshMs = presenceSettings.refreshMs;
    presenceSettings.refreshMs = 100;
    const { presence } = instance();
    presenceSettings.refreshMs = refreshMs;
    try {
      await expect
        .poll(
          async () =>
            (await ctx.db.execute(sql`select 1 from live_presence where instance_id = ${dead}::uuid`)).rows,
        )
        .toEqual([]);
    } finally {
      presence.close();
    }
  });

  it('writes nothing once closed', async () => {
    const { presence, open } = instance();
    presence.close();
    open('pd-1', ben);
    await settled();
    expect(await rowsOf(presence)).toEqual([]);
  });
});
