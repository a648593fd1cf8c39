import { errorBodySchema, pagedSchema } from '@homer/contracts/envelope';
import { globalAuditRecordSchema } from '@homer/contracts/global-audit';
import { messages } from '@homer/contracts/messages';
import { userAuditHistoryQuerySchema } from '@homer/contracts/user-profile-tabs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { requireUserAdmin } from '../../platform/auth/user-rights.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listGlobalAudit } from '../global-audit/queries.ts';

/**
 * The audit-history tab (decision 041): the Global Audit List's own query with "Changed By" fixed to the user,
 * for user administrators only (a user's trail of changes is an administrator's record, not the user's).
 */
export const userAuditHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/Administration/Users/GetAuditHistory',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Users'],
        querystring: userAuditHistoryQuerySchema,
        response: { 200: pagedSchema(globalAuditRecordSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.auth) throw new HttpError(401, messages.notSignedIn);
      requireUserAdmin(request.auth);
      const { userId, ...query } = request.query;
      return listGlobalAudit(
        db,
        { ...query, changedBy: userId },
        resolveTimeZone(request.headers['x-timezone']),
      );
    },
  );
};
