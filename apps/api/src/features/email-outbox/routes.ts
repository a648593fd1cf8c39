import {
  outboxMessageIdQuerySchema,
  outboxMessageRowSchema,
  outboxMessageSchema,
} from '@homer/contracts/email-outbox';
import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getOutboxMessage, listOutbox } from './queries.ts';

/** The email outbox page for system administrators (docs/decisions/017-passwords-and-outbox.md). */
export const emailOutboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config: appConfig },
) => {
  const linkBase = appConfig.publicBaseUrlIsDefault ? appConfig.publicBaseUrl : null;
  const config = { access: routeById('emailOutbox').access };
  const tags = ['Administration'];

  app.get(
    '/api/Administration/EmailOutbox/GetList',
    {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(outboxMessageRowSchema) } },
    },
    async (request) => listOutbox(db, request.query),
  );

  app.get(
    '/api/Administration/EmailOutbox/GetMessage',
    {
      config,
      schema: { tags, querystring: outboxMessageIdQuerySchema, response: { 200: outboxMessageSchema } },
    },
    async (request, reply) => {
      // Bodies carry reset links: never kept in a shared cache.
      reply.header('cache-control', 'no-store');
      const message = await getOutboxMessage(db, request.query.id);
      if (!message) throw new HttpError(404, 'That message is not in the outbox.');
      return { ...message, linkBase };
    },
  );
};
