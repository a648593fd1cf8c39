import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { type OpenedStream, openStream } from '../../test/stream-client.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { liveEventSettings } from './routes.ts';

let ctx: TestContext;
let base: string;
let other: App;
let otherBase: string;
const opened: OpenedStream[] = [];

async function open(url: string, headers: Record<string, string>) {
  const stream = await openStream(url, headers);
  opened.push(stream);
  return stream;
}

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  // A second instance on the same database: its own LISTEN connection and hub.
  other = await buildApp(ctx.config, ctx.db);
  await other.ready();
  otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await other.close();
  await ctx.close();
});

describe('GET api/sse-notif/stream', () => {
  it('refuses a caller without a session', async () => {
    const stream = await open(base, {});
    expect(stream.status).toBe(401);
    expect(stream.text()).toContain('You must sign in to continue.');
  });

  it('delivers events to their users and everyone, never another user’s, across instances', async () => {
    const a = await createSignedInUser(ctx, { userName: 'live-a' });
    const b = await createSignedInUser(ctx, { userName: 'live-b' });
    const streamA = await open(otherBase, bearer(a.token));
    const streamB = await open(base, bearer(b.token));
    expect(streamA.status).toBe(200);
    await expect.poll(() => ctx.app.liveEventHub.size + other.liveEventHub.size).toBe(2);

    const forA = await publishLiveEvent(ctx.db, { userIds: [a.userId] }, 'chatRoomChanged', { roomId: 1 });
    const all = await publishLiveEvent(ctx.db, { everyone: true }, 'newVersionDeployed', { buildId: 'x' });

    await expect.poll(() => streamA.events.map((e) => e.id)).toEqual([forA, all]);
    await expect.poll(() => streamB.events.map((e) => e.id)).toEqual([all]);
    expect(streamA.events[0]).toEqual({ id: forA, event: 'chatRoomChanged', data: '{"roomId":1}' });
  });

  it('replays what was missed after Last-Event-ID, and asks for a reload when it is past retention', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-replay' });
    const first = await publishLiveEvent(
      ctx.db,
      { userIds: [u.userId] },
      'persistentNotificationReceived',
      {},
    );
    const missed = [
      await publishLiveEvent(ctx.db, { userIds: [u.userId] }, 'chatRoomChanged', { roomId: 1 }),
      await publishLiveEvent(ctx.db, { userIds: [u.userId + 1000] }, 'chatRoomChanged', { roomId: 9 }),
      await publishLiveEvent(ctx.db, { everyone: true }, 'newVersionDeployed', { buildId: 'y' }),
    ];
    const stream = await open(base, { ...bearer(u.token), 'last-event-id': first });
    await expect.poll(() => stream.events.map((e) => e.id)).toContain(missed[2]);
    const ids = stream.events.map((e) => e.id);
    expect(ids).toContain(missed[0]);
    expect(ids).not.toContain(missed[1]);
    expect(ids).not.toContain(first);

    // Past retention: the row it names was pruned.
    const pruned = await publishLiveEvent(
      ctx.db,
      { userIds: [u.userId] },
      'persistentNotificationReceived',
      {},
    );
    await ctx.ownerDb.execute(sql`delete from live_events where id = ${pruned}`);
    const gone = await open(base, { ...bearer(u.token), 'last-event-id': pruned, 'x-live-stream': 'tab-2' });
    await expect.poll(() => gone.events[0]?.event).toBe('persistentNotificationReceived');
  });

  it('gives a mobile-scanning session only its own events', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-mobile' });
    await ctx.ownerDb.execute(sql`update sessions set mobile_scanning = true where user_id = ${u.userId}`);
    const stream = await open(base, bearer(u.token));
    expect(stream.status).toBe(200);
    const { rows } = await ctx.db.execute<{ id: string }>(
      sql`select id from sessions where user_id = ${u.userId}`,
    );
    await publishLiveEvent(ctx.db, { userIds: [u.userId] }, 'persistentNotificationReceived', {});
    const own = await publishLiveEvent(
      ctx.db,
      { sessionId: rows[0]?.id ?? '' },
      'persistentNotificationReceived',
      {},
    );
    await expect.poll(() => stream.events.map((e) => e.id)).toEqual([own]);
  });

  it('ends the stream on remove (that tab only), on logout, and when the user is disabled', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-end' });
    const removed = await open(otherBase, { ...bearer(u.token), 'x-live-stream': 'tab-1' });
    const kept = await open(base, { ...bearer(u.token), 'x-live-stream': 'tab-2' });
    await expect.poll(() => ctx.app.liveEventHub.countOfUser(u.userId)).toBe(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sse-notif/remove',
      headers: bearer(u.token),
      payload: { stream: 'tab-1' },
    });
    expect(res.statusCode).toBe(204);
    await expect.poll(() => removed.ended()).toBe(true);
    expect(kept.ended()).toBe(false);

    await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(u.token) });
    await expect.poll(() => kept.ended()).toBe(true);

    // Disabling the user revokes every session in the database; both instances hear it.
    const d = await createSignedInUser(ctx, { userName: 'live-disabled' });
    const onA = await open(base, bearer(d.token));
    const onB = await open(otherBase, bearer(d.token));
    await expect.poll(() => other.liveEventHub.countOfUser(d.userId)).toBe(1);
    await ctx.ownerDb.execute(sql`update users set disabled = true where id = ${d.userId}`);
    await expect.poll(() => onA.ended() && onB.ended()).toBe(true);
  });

  it('ignores a Last-Event-ID that is not a plain id (past int8, fraction, text; a NUL cannot travel in a header) and replays nothing', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-bad-id' });
    // Heard live first, so it cannot reach the streams below except by a replay.
    const probe = await open(base, { ...bearer(u.token), 'x-live-stream': 'probe' });
    await expect.poll(() => ctx.app.liveEventHub.countOfUser(u.userId)).toBe(1);
    await publishLiveEvent(ctx.db, { userIds: [u.userId] }, 'persistentNotificationReceived', {});
    await expect.poll(() => probe.events.length).toBe(1);
    for (const [i, id] of ['99999999999999999999', '1.5', 'abc', '-1'].entries()) {
      const stream = await open(base, {
        ...bearer(u.token),
        'last-event-id': id,
        'x-live-stream': `bad-${i}`,
      });
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stream.events).toEqual([]);
      stream.close();
    }
  });

  it('ends its streams when the instance loses LISTEN, so browsers reconnect and replay', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-listen' });
    const stream = await open(otherBase, bearer(u.token));
    await expect.poll(() => other.liveEventHub.countOfUser(u.userId)).toBe(1);
    const pid = other.notifyListener.pid;
    expect(pid).not.toBeNull();
    // The listener runs as the application role, which may end its own connections.
    await ctx.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => stream.ended()).toBe(true);
    await expect.poll(() => other.notifyListener.listening, { timeout: 10_000 }).toBe(true);
  });

  it('refuses a bad stream name and caps the streams of one user', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-cap' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sse-notif/remove',
      headers: bearer(u.token),
      payload: { stream: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    for (let i = 0; i < liveEventSettings.maxStreamsPerUser; i += 1) {
      expect((await open(base, { ...bearer(u.token), 'x-live-stream': `t${i}` })).status).toBe(200);
    }
    const refused = await open(base, { ...bearer(u.token), 'x-live-stream': 'one-more' });
    expect(refused.status).toBe(429);
  });
});
