import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyListener } from '../../db/notify-listener.ts';
import { poolOf } from '../../db/pool.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { liveEventChannel, publishLiveEvent } from '../notify/publish-live-event.ts';
import { addressedTo, LiveEventHub, type LiveStream, type StoredLiveEvent } from './hub.ts';

let ctx: TestContext;
let listener: NotifyListener;
let hub: LiveEventHub;
beforeAll(async () => {
  ctx = await createTestContext();
  // A hub of its own on its own LISTEN connection, as createLiveEventHub makes the app's.
  listener = new NotifyListener(poolOf(ctx.db).options, ctx.app.log, { retryMs: 50, maxRetryMs: 100 });
  hub = new LiveEventHub(ctx.db, ctx.app.log);
  hub.follow(listener);
  await listener.start();
});
afterAll(async () => {
  await listener.close();
  await ctx.close();
});

type OpenStream = { stream: LiveStream; heard: string[]; ended: () => boolean; close: () => void };

/** A stream as the route makes one: ending it takes it off the hub. */
function open(key: string, userId: number, options: { sessionId?: string; mobileScanning?: boolean } = {}) {
  const heard: string[] = [];
  let ended = false;
  const stream: LiveStream = {
    key,
    userId,
    sessionId: options.sessionId ?? key.split(':')[0] ?? key,
    mobileScanning: options.mobileScanning ?? false,
    send: (event) => heard.push(event.id),
    end: () => {
      ended = true;
      if (hub.get(key) === stream) hub.remove(key);
    },
  };
  hub.add(stream);
  return { stream, heard, ended: () => ended, close: () => stream.end() } satisfies OpenStream;
}

const toUsers = (...userIds: number[]) =>
  publishLiveEvent(ctx.db, { userIds }, 'persistentNotificationReceived', {});
const toEveryone = () => publishLiveEvent(ctx.db, { everyone: true }, 'newVersionDeployed', { buildId: 'b' });

describe('LiveEventHub', () => {
  it('writes an event to every stream of its users and to no one else', async () => {
    const aliceTab1 = open('sa1:tab1', 1);
    const aliceTab2 = open('sa2:tab2', 1);
    const bob = open('sb:default', 2);
    const carol = open('sc:default', 3);
    try {
      const forAlice = await toUsers(1);
      const forBobAndCarol = await toUsers(2, 3);
      const forAll = await toEveryone();
      // The event for everyone comes last: once it has arrived, any misdirected one would have too.
      await expect
        .poll(() => [aliceTab1.heard, aliceTab2.heard, bob.heard, carol.heard])
        .toEqual([
          [forAlice, forAll],
          [forAlice, forAll],
          [forBobAndCarol, forAll],
          [forBobAndCarol, forAll],
        ]);
    } finally {
      for (const s of [aliceTab1, aliceTab2, bob, carol]) s.close();
    }
    expect(hub.size).toBe(0);
  });

  it('stops writing to a stream once it closes, and keeps writing to the user’s other stream', async () => {
    const tab1 = open('sd1:tab1', 4);
    const tab2 = open('sd2:tab2', 4);
    expect(hub.countOfUser(4)).toBe(2);
    tab1.close();
    expect([hub.countOfUser(4), hub.get('sd1:tab1')]).toEqual([1, undefined]);
    const id = await toUsers(4);
    await expect.poll(() => tab2.heard).toEqual([id]);
    expect(tab1.heard).toEqual([]);
    tab2.close();
    expect(hub.countOfUser(4)).toBe(0);
    expect(hub.userIds()).not.toContain(4);
  });

  it('ends the stream a new one of the same key replaces, and keeps the new one', async () => {
    const first = open('se:default', 5);
    const second = open('se:default', 5);
    expect(first.ended()).toBe(true);
    expect([hub.size, hub.countOfUser(5)]).toEqual([1, 1]);
    const id = await toUsers(5);
    await expect.poll(() => second.heard).toEqual([id]);
    expect(first.heard).toEqual([]);
    second.close();
  });

  it('writes a session’s event to that session’s streams only; a scanning session hears nothing else', async () => {
    const desk = open('sf-desk:default', 6);
    const scanner = open('sf-phone:default', 6, { mobileScanning: true });
    try {
      const forUser = await toUsers(6);
      const forAll = await toEveryone();
      const forScanner = await publishLiveEvent(
        ctx.db,
        { sessionId: 'sf-phone' },
        'persistentNotificationReceived',
        {},
      );
      const last = await toUsers(6);
      await expect.poll(() => desk.heard).toEqual([forUser, forAll, last]);
      expect(scanner.heard).toEqual([forScanner]);
    } finally {
      desk.close();
      scanner.close();
    }
  });

  it('ends the stream named by an announced removal, whichever instance took the request', async () => {
    const tab1 = open('sg:tab1', 7);
    const tab2 = open('sg:tab2', 7);
    const elsewhere = open('sh:tab1', 7);
    await ctx.db.execute(sql`select pg_notify(${liveEventChannel}, 'end:sg:tab1')`);
    await expect.poll(() => tab1.ended()).toBe(true);
    expect([tab2.ended(), elsewhere.ended()]).toEqual([false, false]);
    tab2.close();
    elsewhere.close();
  });

  it('ends every stream when LISTEN is lost, so browsers reconnect and replay what they missed', async () => {
    const a = open('si:default', 8);
    const b = open('sj:default', 9);
    const pid = listener.pid;
    await ctx.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => [a.ended(), b.ended()]).toEqual([true, true]);
    expect(hub.size).toBe(0);
    await expect.poll(() => listener.listening).toBe(true);
  });

  it('replays the events after the last one seen that are addressed to the stream, and says when it is unknown', async () => {
    // Earlier tests' events for everyone would fall in the late-commit window below.
    await ctx.db.execute(sql`delete from live_events`);
    const before = await toUsers(10);
    const seen = await toUsers(10);
    const notForIt = await toUsers(11);
    const missed = await toUsers(10);
    const everyone = await toEveryone();
    const stream = { userId: 10, sessionId: 'sk', mobileScanning: false };
    const { events, expired } = await hub.replay(stream, seen);
    // The one just before it is replayed too: ids are taken before commit, so it may have committed late.
    expect(events.map((e: StoredLiveEvent) => e.id)).toEqual([before, missed, everyone]);
    expect(events.map((e) => e.id)).not.toContain(notForIt);
    expect(expired).toBe(false);
    expect(await hub.replay(stream, '9999999')).toEqual({ events: [], expired: true });
  });

  it('writes and replays events in id order when their ids gain a digit', async () => {
    await ctx.db.execute(sql`delete from live_events`);
    await ctx.ownerDb.execute(sql`select setval('live_events_id_seq', 997)`);
    const stream = open('sl:default', 12);
    try {
      const seen = await toUsers(12);
      // One commit: both ids are heard in one tick and read in one query.
      const [nines, thousand] = await ctx.db.transaction(async (tx) => [
        await publishLiveEvent(tx, { userIds: [12] }, 'persistentNotificationReceived', {}),
        await publishLiveEvent(tx, { userIds: [12] }, 'persistentNotificationReceived', {}),
      ]);
      expect([seen, nines, thousand]).toEqual(['998', '999', '1000']);
      await expect.poll(() => stream.heard).toEqual([seen, nines, thousand]);
      const { events } = await hub.replay(stream.stream, seen);
      expect(events.map((e) => e.id)).toEqual([nines, thousand]);
    } finally {
      stream.close();
    }
  });
});

describe('addressedTo', () => {
  const event = (over: Partial<StoredLiveEvent>): StoredLiveEvent => ({
    id: '1',
    userIds: null,
    sessionId: null,
    type: 'persistentNotificationReceived',
    data: {},
    ...over,
  });
  const desk = { userId: 1, sessionId: 's1', mobileScanning: false };
  const phone = { userId: 1, sessionId: 's2', mobileScanning: true };

  it('reaches the users named, everyone, or the one session named', () => {
    expect(addressedTo(desk, event({ userIds: [2, 1] }))).toBe(true);
    expect(addressedTo(desk, event({ userIds: [2] }))).toBe(false);
    expect(addressedTo(desk, event({}))).toBe(true);
    expect(addressedTo(desk, event({ sessionId: 's1' }))).toBe(true);
    expect(addressedTo(desk, event({ sessionId: 's2', userIds: [1] }))).toBe(false);
    expect(addressedTo(phone, event({ userIds: [1] }))).toBe(false);
    expect(addressedTo(phone, event({}))).toBe(false);
    expect(addressedTo(phone, event({ sessionId: 's2' }))).toBe(true);
  });
});
