import { liveEventPaths } from '@homer/contracts/live-events';
import { messages } from '@homer/contracts/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { LiveEventHub, type LiveStream, type StoredLiveEvent } from '../../platform/live-events/hub.ts';
import { OnlinePresence } from '../../platform/live-events/presence.ts';
import { liveEventChannel } from '../../platform/notify/publish-live-event.ts';
import { HttpError } from '../../plugins/errors.ts';
import { announceBuild, buildIdOf } from './new-version.ts';

/** Decision 046: how long events are kept for replay, the heartbeat, the reconnect hint and the per-user cap. */
export const liveEventSettings = {
  retentionMinutes: 10,
  heartbeatMs: 20_000,
  retryMs: 3_000,
  maxStreamsPerUser: 10,
  pruneEveryMs: 60_000,
};

/** The browser names its stream (one per tab) so api/sse-notif/remove can end exactly that one. */
export const streamNameHeader = 'x-live-stream';
const streamNamePattern = /^[A-Za-z0-9-]{1,64}$/;

/** On the root instance (a plugin's decorations stay inside it), following its LISTEN connection. */
export function createLiveEventHub(app: FastifyInstance, db: Db): LiveEventHub {
  const hub = new LiveEventHub(db, app.log);
  hub.follow(app.notifyListener);
  const presence = new OnlinePresence(db, hub, app.log);
  app.addHook('onClose', async () => presence.close());
  app.decorate('liveEventHub', hub);
  return hub;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEventHub: LiveEventHub;
  }
}

function frame(event: StoredLiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The live-update stream (spec §7, issue 12). A hijacked response: compression, the response serializer and the
 * per-response log stay out of it, and each event is written as it comes.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<{ db: Db; hub: LiveEventHub; webDist: string }> = async (
  app,
  { db, hub, webDist },
) => {
  const buildId = buildIdOf(webDist);
  if (buildId) {
    app.addHook('onReady', async () => {
      await announceBuild(db, buildId).catch((error) =>
        app.log.warn({ err: error }, 'the new build could not be announced'),
      );
    });
  }

  const prune = setInterval(() => {
    db.execute(
      sql`delete from live_events where created_at < now() - make_interval(mins => ${liveEventSettings.retentionMinutes})`,
    ).catch((error) => app.log.warn({ err: error }, 'live events could not be pruned'));
  }, liveEventSettings.pruneEveryMs);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    hub.endAll();
  });

  app.get(
    `/${liveEventPaths.stream}`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Live'],
        description:
          "The signed-in browser's live-update stream (text/event-stream): `id:` is the event id, `event:` its type, `data:` its JSON (contracts/live-events.ts). Send Last-Event-ID to be given what was missed, and x-live-stream to name the tab's stream.",
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw new HttpError(401, messages.notSignedIn);
      const nameHeader = request.headers[streamNameHeader];
      const name =
        typeof nameHeader === 'string' && streamNamePattern.test(nameHeader) ? nameHeader : 'default';
      const key = `${auth.sessionId}:${name}`;
      const existing = hub.countOfUser(auth.user.id);
      if (existing >= liveEventSettings.maxStreamsPerUser) {
        throw new HttpError(429, 'Too many live update streams are open for this user.');
      }
      const lastHeader = request.headers['last-event-id'];
      const lastEventId = typeof lastHeader === 'string' && /^\d{1,18}$/.test(lastHeader) ? lastHeader : null;

      const { rows } = await db.execute<{ expires_at: Date }>(
        sql`select expires_at from sessions where id = ${auth.sessionId}`,
      );
      const expiresAt = rows[0] ? new Date(rows[0].expires_at).getTime() : Date.now();

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // Sent at once, so the browser knows the stream is open before the first event; also the hint for
      // EventSource clients (the app's own reader keeps its own delays).
      raw.write(`retry: ${liveEventSettings.retryMs}\n\n`);

      // Events heard while the replay is read wait here, so nothing is lost or sent twice.
      let buffered: StoredLiveEvent[] | null = lastEventId ? [] : null;
      // Only a replayed event can come again (its announcement may still be on the way): each event is announced
      // once. Remembering every event written instead grew each stream by up to 1,000 ids (decision 071).
      const replayed = new Set<string>();
      let ended = false;
      const write = (event: StoredLiveEvent, fromReplay = false) => {
        if (ended || replayed.has(event.id)) return;
        if (fromReplay) {
          replayed.add(event.id);
          if (replayed.size > 1000) replayed.delete(replayed.values().next().value as string);
        }
        raw.write(frame(event));
      };
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), liveEventSettings.heartbeatMs);
      // Expiry is not announced (nothing changes in the table): the stream ends at the session's end itself.
      const expiry = setTimeout(
        () => stream.end(),
        Math.max(0, Math.min(2 ** 31 - 1, expiresAt - Date.now())),
      );
      const stream: LiveStream = {
        key,
        userId: auth.user.id,
        sessionId: auth.sessionId,
        mobileScanning: auth.user.mobileScanning,
        send: (event) => (buffered ? buffered.push(event) : write(event)),
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          if (hub.get(key) === stream) hub.remove(key);
          raw.end();
        },
      };
      raw.on('close', () => stream.end());
      hub.add(stream);

      if (lastEventId) {
        // The browser has it; a late announcement of it (heard after this stream joined) must not repeat it.
        replayed.add(lastEventId);
        try {
          const { events, expired } = await hub.replay(stream, lastEventId);
          if (expired) {
            raw.write(`event: persistentNotificationReceived\ndata: {}\n\n`);
          }
          for (const event of events) write(event, true);
          const waiting = buffered ?? [];
          buffered = null;
          for (const event of waiting) write(event);
        } catch (error) {
          request.log.error({ err: error }, 'live events could not be replayed');
          stream.end();
        }
      }
    },
  );

  app.post(
    `/${liveEventPaths.remove}`,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Live'], body: z.object({ stream: z.string().regex(streamNamePattern) }).optional() },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw new HttpError(401, messages.notSignedIn);
      const name = request.body?.stream ?? 'default';
      // Announced, not ended here: the stream may be open on another instance.
      await db.execute(sql`select pg_notify(${liveEventChannel}, ${`end:${auth.sessionId}:${name}`})`);
      reply.code(204);
    },
  );
};
