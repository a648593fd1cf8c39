import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import { releaseNoteSchema } from '@homer/contracts/release-notes';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { listReleaseNotes } from './queries.ts';

export const releaseNoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ReleaseNotes/GetWebReleaseNotesList',
    {
      config: { access: routeById('releaseNotes').access },
      schema: {
        tags: ['Release Notes'],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(releaseNoteSchema) },
      },
    },
    async (request) => listReleaseNotes(db, request.query),
  );
};
