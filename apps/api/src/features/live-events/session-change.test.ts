import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../db/pool.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { sessionChannel } from '../../platform/sessions/session-cache.ts';
import { touchSession } from '../../platform/sessions/sessions.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { type OpenedStream, openStream } from '../../test/stream-client.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

/**
 * Issue 26: of 5,000 streams that all got 200, the server kept 46–655. Every request of a session whose activity
 * was last written over 5 s ago writes it again; concurrent writes commit out of order, a later commit carrying
 * an earlier time moved last_seen_at backwards, the trigger announced that as a session change ('s:<id>'), and
 * the hub ended every stream of the session as if it had ended.
 */
let ctx: TestContext;
let base: string;
const opened: OpenedStream[] = [];

async function open(headers: Record<string, string>) {
  const stream = await openStream(base, headers);
  opened.push(stream);
  return stream;
}

async function sessionIdOf(userId: number): Promise<string> {
  const { rows } = await ctx.ownerDb.execute<{ id: string }>(
    sql`select id from sessions where user_id = ${userId}`,
  );
  return rows[0]?.id ?? '';
}

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await ctx.close();
});

describe('live streams and session changes', () => {
  it('announces nothing when an activity write arrives after a later one (concurrent requests)', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-touch-order' });
    const sessionId = await sessionIdOf(u.userId);
    const heard: string[] = [];
    const listener = new pg.Client(poolOf(ctx.db).options);
    await listener.connect();
    try {
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query(`LISTEN ${sessionChannel}`);
      const now = Date.now();
      await touchSession(ctx.db, sessionId, new Date(now + 2_000));
      await touchSession(ctx.db, sessionId, new Date(now + 1_000));
      // A change that is announced, after the two writes: once it is heard, the writes' announcements would be too.
      await ctx.ownerDb.execute(sql`select pg_notify(${sessionChannel}, 'marker')`);
      await expect.poll(() => heard).toContain('marker');
      expect(heard).toEqual(['marker']);
      const { rows } = await ctx.ownerDb.execute<{ last_seen_at: Date }>(
        sql`select last_seen_at from sessions where id = ${sessionId}`,
      );
      expect(new Date(rows[0]?.last_seen_at ?? 0).getTime()).toBe(now + 2_000);
    } finally {
      await listener.end();
    }
  });

  it('keeps a stream open through a change that does not end its session, and ends it when the session ends', async () => {
    const u = await createSignedInUser(ctx, { userName: 'live-session-change' });
    const sessionId = await sessionIdOf(u.userId);
    const stream = await open(bearer(u.token));
    expect(stream.status).toBe(200);
    await expect.poll(() => ctx.app.liveEventHub.countOfUser(u.userId)).toBe(1);

    // Announced as 's:<id>' by the trigger, as the out-of-order activity write above used to be.
    await ctx.ownerDb.execute(
      sql`update sessions set last_seen_at = last_seen_at - interval '1 second' where id = ${sessionId}`,
    );
    const after = await publishLiveEvent(ctx.db, { userIds: [u.userId] }, 'chatRoomChanged', { roomId: 7 });
    await expect.poll(() => stream.events.map((e) => e.id)).toEqual([after]);
    expect(stream.ended()).toBe(false);
    expect(ctx.app.liveEventHub.countOfUser(u.userId)).toBe(1);

    await ctx.ownerDb.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'test' where id = ${sessionId}`,
    );
    await expect.poll(() => stream.ended()).toBe(true);
    expect(ctx.app.liveEventHub.countOfUser(u.userId)).toBe(0);
  });
});
