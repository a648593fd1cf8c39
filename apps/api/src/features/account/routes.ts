import {
  currentUserSchema,
  loginQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  userInfoResponseSchema,
} from '@homer/contracts/account';
import { errorBodySchema } from '@homer/contracts/envelope';
import { queryId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { createFingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { createEntraClient } from '../../integrations/sso/entra-client.ts';
import { revokeSession } from '../../platform/sessions/sessions.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { login } from './login.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { qrLoginRoutes } from './qr-login-routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { userSecurityRoutes } from './user-security-routes.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const matcher = createFingerprintMatcher(config.fingerprint);
  const entra = config.sso
    ? createEntraClient(config.sso, {
        allowHttp: config.environment !== 'production' && config.sso.issuerUrl.startsWith('http:'),
      })
    : null;
  await app.register(mfaRoutes, { db, config, matcher });
  await app.register(ssoRoutes, { db, config, entra });
  await app.register(qrLoginRoutes, { db, config });
  await app.register(userSecurityRoutes, { db, config, matcher });

  app.post(
    '/api/Account/Login',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Account'],
        body: loginRequestSchema,
        querystring: loginQuerySchema,
        response: { 200: loginResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await login(
        db,
        config,
        request.body,
        { ipAddress: request.ip, userAgent: request.headers['user-agent'] },
        { fingerprintSuccess: request.query.fingerprintSuccess === true },
      );
      if (outcome.kind === 'throttled') {
        return reply
          .status(429)
          .send({ isSuccessful: false, message: outcome.message, messageClass: 'error' as const });
      }
      if (outcome.kind === 'refused') return refused(outcome.message);
      return succeeded({ value: outcome.value });
    },
  );

  app.post(
    '/api/Account/GetUserInfo',
    {
      config: { access: 'public' },
      schema: { tags: ['Account'], response: { 200: userInfoResponseSchema } },
    },
    async (request) =>
      request.auth ? { ...request.auth.user, mfaVerified: request.auth.mfaVerified } : null,
  );

  app.get(
    '/api/Account/GetUserInfo/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Account'],
        params: z.object({ userId: queryId() }),
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth || auth.user.id !== request.params.userId) throw new HttpError(403, messages.accessDenied);
      return { ...auth.user, mfaVerified: auth.mfaVerified };
    },
  );

  app.post(
    '/api/Account/Logout',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Account'], response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      if (request.auth) {
        await revokeSession(db, request.auth.sessionId, 'logout');
        // Other instances hear of it through the database (migration 0017); this one forgets it before answering,
        // with the user's other sessions, since the phones this one opened ended with it (migration 0041).
        app.sessionCache.forgetUser(request.auth.user.id);
      }
      return succeeded({ message: messages.signedOut });
    },
  );
};
