import {
  accountSecurityMessages,
  accountSessionsResponseSchema,
  targetUserRequestSchema,
} from '@homer/contracts/account-security-admin';
import { envelopeSchema } from '@homer/contracts/envelope';
import { userIdQuerySchema } from '@homer/contracts/mfa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import type { FingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { accountSessions, resetMfa, signOutEverywhere } from './account-actions.ts';

const base = '/api/Administration/UserSecurity';
const tags = ['User security'];
const errors = errorResponses(400, 403, 404);
const doneSchema = envelopeSchema(z.null(), z.null());

/**
 * An administrator's tools on another user's security tab (decision 043): see the live sessions, reset the second
 * factors, sign the user out everywhere. Declared signedIn; who may act on whom is decided per call (rights.ts).
 */
export const accountSecurityAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  matcher: FingerprintMatcher;
}> = async (app, { db, matcher }) => {
  app.get(
    `${base}/GetSessions`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: accountSessionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await accountSessions(db, signedInAuth(request), request.query.userId) }),
  );

  app.post(
    `${base}/ResetMfa`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: targetUserRequestSchema, response: { 200: doneSchema, ...errors } },
    },
    async (request) => {
      const fingerprint = await resetMfa(db, signedInAuth(request), request.body.userId);
      // The matching service forgets the finger after the commit; HOMER no longer knows it either way.
      if (fingerprint) {
        await matcher.remove(fingerprint).catch((error: unknown) => {
          request.log.warn({ err: error }, 'fingerprint service could not remove a reset enrolment');
        });
      }
      // The flags live in the session user; other instances hear it from the users trigger.
      app.sessionCache.forgetUser(request.body.userId);
      return succeeded({ message: accountSecurityMessages.mfaReset, value: null });
    },
  );

  app.post(
    `${base}/SignOutEverywhere`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: targetUserRequestSchema, response: { 200: doneSchema, ...errors } },
    },
    async (request) => {
      await signOutEverywhere(db, signedInAuth(request), request.body.userId);
      // Forget them here at once; other instances hear it from the database (decision 028).
      app.sessionCache.forgetUser(request.body.userId);
      return succeeded({ message: accountSecurityMessages.signedOut, value: null });
    },
  );
};
