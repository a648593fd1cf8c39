import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AnswerCache } from '../platform/answer-cache/answer-cache.ts';
import type { AnswerArea } from '../platform/answer-cache/areas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer areas a write route changes: dropped from this instance's cache before it replies (decision 080). */
    changesAnswers?: readonly AnswerArea[];
  }
  interface FastifyInstance {
    /** Finished answers of read routes, dropped when the database announces a change (decision 080). */
    answerCache: AnswerCache;
  }
}

/**
 * The instance's answer cache. Off (ANSWER_CACHE_SECONDS=0) it never follows the announcements, so it stays
 * disabled. A write route's own change is dropped in onSend, after its transaction committed and before the client
 * can send its next request, so this instance's next read sees it without waiting for the announcement.
 */
export function registerAnswerCache(app: FastifyInstance, config: Config): void {
  const cache = new AnswerCache({ ttlMs: config.answerCacheSeconds * 1000 });
  if (config.answerCacheSeconds > 0) cache.follow(app.notifyListener);
  app.decorate('answerCache', cache);
  app.addHook('onSend', (request, _reply, payload, done) => {
    const areas = request.routeOptions.config.changesAnswers;
    if (areas) for (const area of areas) cache.changed(area);
    done(null, payload);
  });
}
