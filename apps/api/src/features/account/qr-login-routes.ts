import {
  qrCreateResponseSchema,
  qrValidateQuerySchema,
  qrValidateResponseSchema,
} from '@homer/contracts/account';
import { errorBodySchema } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { createQrToken, validateQrToken } from './qr-login.ts';

/** QR sign-in for mobile scanning (spec document 1 §4.11, §7). */
export const qrLoginRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/api/QrLogin/CreateToken',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Account'], response: { 200: qrCreateResponseSchema } },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new HttpError(401, messages.notSignedIn);
      return succeeded({ value: await createQrToken(db, config, auth) });
    },
  );

  // The spec lists a GET; it opens a session, so it is a POST on the same path (docs/decisions/018).
  app.post(
    '/api/QrLogin/ValidateToken',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['Account'],
        querystring: qrValidateQuerySchema,
        response: { 200: qrValidateResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      succeeded({
        value: await validateQrToken(db, config, request.query.token, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      }),
  );
};
