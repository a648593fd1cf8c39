import {
  deviceVerifyRequestSchema,
  fingerprintModeSchema,
  fingerprintVerifyRequestSchema,
  mfaLoginResponseSchema,
  mfaMessages,
  mfaStepResponseSchema,
  mfaTicketRequestSchema,
  webAuthnOptionsResponseSchema,
} from '@homer/contracts/mfa';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import type { FingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { errorResponses, HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { matchTicketFingerprint } from './fingerprint.ts';
import { recordLogin } from './login-history.ts';
import { completeMfa, failMfaAttempt, readMfaTicket } from './mfa-ticket.ts';
import { deviceAuthenticationOptions, verifyDeviceAssertion } from './webauthn.ts';

const mfaRateLimit = { max: 30, timeWindow: '1 minute' } as const;
const errors = errorResponses(400, 401, 503);

/** The second step of a password sign-in: device (WebAuthn) or fingerprint, spending the MFA ticket. */
export const mfaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  matcher: FingerprintMatcher;
}> = async (app, { db, config, matcher }) => {
  // Tells the fingerprint step whether it talks to a reader or to the development simulator.
  app.get(
    '/api/Account/FingerprintMode',
    {
      config: { access: 'public' },
      schema: { tags: ['Account'], response: { 200: z.object({ mode: fingerprintModeSchema }) } },
    },
    async () => ({ mode: matcher.mode }),
  );

  app.post(
    '/api/WebAuthn/AssertionOptions',
    {
      config: { access: 'public', rateLimit: mfaRateLimit },
      schema: {
        tags: ['Account'],
        body: mfaTicketRequestSchema,
        response: { 200: webAuthnOptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await readMfaTicket(db, config, request.body.mfaTicket);
      const options = await deviceAuthenticationOptions(db, config, ticket);
      return succeeded({ value: { ...options } });
    },
  );

  app.post(
    '/api/WebAuthn/VerifyAssertion',
    {
      config: { access: 'public', rateLimit: mfaRateLimit },
      schema: {
        tags: ['Account'],
        body: deviceVerifyRequestSchema,
        response: { 200: mfaLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await readMfaTicket(db, config, request.body.mfaTicket);
      if (!ticket.data.fidoMfa) return refused(mfaMessages.methodNotEnabled);
      const client = { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
      const response = request.body.response as AuthenticationResponseJSON | null;
      // Spec §8 "falls back to verifying without an assertion": that call is answered, never with a session.
      if (response && (await verifyDeviceAssertion(db, config, ticket, response))) {
        const value = await completeMfa(db, config, ticket, 'mfa-device', client);
        return succeeded({ value });
      }
      // A refused second factor shows on the user's login-history tab (decision 041).
      await recordLogin(db, {
        userName: null,
        userId: ticket.userId,
        ...client,
        ok: false,
        reason: 'mfa-device-failed',
      });
      await failMfaAttempt(db, ticket);
      return refused(
        ticket.data.fingerprintMfa ? mfaMessages.deviceFailedTryOther : mfaMessages.deviceFailedNoOther,
      );
    },
  );

  app.post(
    '/api/Account/VerifyFingerprint',
    {
      config: { access: 'public', rateLimit: mfaRateLimit },
      schema: {
        tags: ['Account'],
        body: fingerprintVerifyRequestSchema,
        response: { 200: mfaStepResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await readMfaTicket(db, config, request.body.mfaTicket);
      const failed = () =>
        recordLogin(db, {
          userName: null,
          userId: ticket.userId,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
          ok: false,
          reason: 'mfa-fingerprint-failed',
        });
      const matched = await matchTicketFingerprint(db, matcher, ticket, request.body.template).catch(
        async (error: unknown) => {
          // The last allowed mismatch spends the ticket (401): it is a refused fingerprint all the same.
          if (error instanceof HttpError && error.statusCode === 401) await failed();
          throw error;
        },
      );
      if (!matched) {
        await failed();
        return refused(mfaMessages.incorrectFingerprint);
      }
      return succeeded({ value: true });
    },
  );
};
