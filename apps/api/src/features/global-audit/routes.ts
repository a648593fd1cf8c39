import { pagedSchema } from '@homer/contracts/envelope';
import {
  globalAuditQuerySchema,
  globalAuditRecordSchema,
  userOptionsSchema,
} from '@homer/contracts/global-audit';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { listGlobalAudit, listUserOptions } from './queries.ts';

export const globalAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: routeById('globalAuditList').access };

  app.get(
    '/api/Administration/GlobalAuditHistory/GetGlobalAuditList',
    {
      config,
      schema: {
        tags: ['Audit'],
        querystring: globalAuditQuerySchema,
        response: { 200: pagedSchema(globalAuditRecordSchema) },
      },
    },
    async (request) => listGlobalAudit(db, request.query, resolveTimeZone(request.headers['x-timezone'])),
  );

  // The spec names one user of this list, the audit filter; a list of every user's name is for those who may
  // read the audit trail. A later screen that needs it widens the rule here.
  app.get(
    '/api/Select/Users',
    { config, schema: { tags: ['Select'], response: { 200: userOptionsSchema } } },
    async () => listUserOptions(db),
  );
};
