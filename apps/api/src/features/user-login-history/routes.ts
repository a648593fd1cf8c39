import { errorBodySchema, pagedSchema } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import { loginHistoryQuerySchema, loginHistoryRowSchema } from '@homer/contracts/user-profile-tabs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { viewRight } from '../../platform/auth/user-rights.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listLoginHistory } from './queries.ts';

/**
 * The login-history tab (decision 041): open at the route to every signed-in user, then per call the owner
 * sees their own attempts, a user administrator anyone's, everyone else 403 (platform/user-rights.ts).
 */
export const userLoginHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/Administration/Users/GetLoginHistory',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Users'],
        querystring: loginHistoryQuerySchema,
        response: { 200: pagedSchema(loginHistoryRowSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.auth) throw new HttpError(401, messages.notSignedIn);
      viewRight(request.auth, request.query.userId);
      return listLoginHistory(db, request.query, resolveTimeZone(request.headers['x-timezone']));
    },
  );
};
