import {
  accountMessages,
  loginResponseSchema,
  redirectResponseSchema,
  singleSignOutQuerySchema,
  ssoEmailSchema,
  ssoExchangeRequestSchema,
  ssoExchangeResponseSchema,
  userObjectQuerySchema,
} from '@homer/contracts/account';
import { errorBodySchema } from '@homer/contracts/envelope';
import { text } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import type { EntraClient } from '../../integrations/sso/entra-client.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { exchangeSsoCode, finishSso, startSso, userObject } from './sso.ts';

const ssoRateLimit = { max: 30, timeWindow: '1 minute' } as const;

/** Single sign-on with Entra ID (spec document 2 §7 "Login", document 1 §7 SingleSignOut). */
export const ssoRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; entra: EntraClient | null }> = async (
  app,
  { db, config, entra },
) => {
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/api/Account/SsoLogin',
    {
      config: { access: 'public', rateLimit: ssoRateLimit },
      schema: {
        tags: ['Account'],
        querystring: ssoEmailSchema,
        response: { 200: redirectResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      if (!entra) return refused(accountMessages.ssoNotConfigured);
      try {
        return succeeded({ value: await startSso(db, entra, request.query.email) });
      } catch (error) {
        request.log.warn({ err: error }, 'SSO discovery failed');
        return refused(accountMessages.ssoFailed);
      }
    },
  );

  app.get(
    '/api/Account/SsoCallback',
    {
      config: { access: 'public', rateLimit: ssoRateLimit },
      schema: { tags: ['Account'], querystring: z.record(z.string(), text({ max: 4000, trim: false })) },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const target = entra
        ? await finishSso(db, entra, query, rawQuery, client(request))
        : `/login?errorMessage=${encodeURIComponent(accountMessages.ssoNotConfigured)}`;
      return reply.redirect(target, 302);
    },
  );

  app.post(
    '/api/Account/SsoExchange',
    {
      config: { access: 'public', rateLimit: ssoRateLimit },
      schema: {
        tags: ['Account'],
        body: ssoExchangeRequestSchema,
        response: { 200: ssoExchangeResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      succeeded({ value: { token: await exchangeSsoCode(db, config, request.body, client(request)) } }),
  );

  app.get(
    '/api/Account/GetUserObjectFromId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Account'],
        querystring: userObjectQuerySchema,
        response: { 200: loginResponseSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      // Only the signed-in user's own object: the id in the query is never enough on its own.
      if (request.auth?.user.id !== request.query.userId) throw new HttpError(403, messages.accessDenied);
      return succeeded({ value: await userObject(db, entra, request.query.userId) });
    },
  );

  app.get(
    '/api/Account/SingleSignOut',
    {
      // Spec §4.1 calls it after the local security state is cleared, so it cannot need a session.
      config: { access: 'public', rateLimit: ssoRateLimit },
      schema: {
        tags: ['Account'],
        querystring: singleSignOutQuerySchema,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => {
      if (!entra) return refused(accountMessages.ssoNotConfigured);
      try {
        // The provider's own end-session address; the client's entra URLs are accepted but never followed.
        const url = await entra.endSessionUrl(`${config.publicBaseUrl}/login`);
        return url ? succeeded({ value: url }) : refused(accountMessages.ssoSignOutFailed);
      } catch (error) {
        request.log.warn({ err: error }, 'SSO sign-out failed');
        return refused(accountMessages.ssoSignOutFailed);
      }
    },
  );
};
