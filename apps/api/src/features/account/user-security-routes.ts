import { accountMessages } from '@homer/contracts/account-messages';
import { id } from '@homer/contracts/fields';
import {
  changeOwnPasswordRequestSchema,
  currentPasswordMessages,
  enrollFingerprintRequestSchema,
  registerDeviceRequestSchema,
  removeDeviceRequestSchema,
  setMfaMethodsRequestSchema,
  userIdQuerySchema,
  userSecurityResponseSchema,
  webAuthnOptionsResponseSchema,
} from '@homer/contracts/mfa';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import type { FingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { errorResponses, refused, succeeded } from '../../plugins/errors.ts';
import { enrollFingerprint } from './fingerprint.ts';
import { signOutOtherSessions } from './own-sessions.ts';
import {
  changeOwnPassword,
  getUserSecurity,
  removeDevice,
  requireOwner,
  securityRight,
  setMfaMethods,
} from './user-security.ts';
import { deviceRegistrationOptions, registerDevice } from './webauthn.ts';

const base = '/api/Administration/UserSecurity';
const errors = errorResponses(400, 403, 404, 503);

/**
 * The security tab (admin/users/user/edit/security/{id}). Every route is for signed-in users; who may act on
 * which user is decided per call in user-security.ts (owner, or user administrator for a few actions).
 */
export const userSecurityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  matcher: FingerprintMatcher;
}> = async (app, { db, config, matcher }) => {
  const saved = async (auth: Auth, userId: number, message: string) =>
    succeeded({ message, value: await getUserSecurity(db, matcher, auth, userId) });

  app.get(
    `${base}/GetUserSecurity`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        querystring: userIdQuerySchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      const value = await getUserSecurity(db, matcher, auth, request.query.userId);
      return succeeded({ value });
    },
  );

  app.post(
    `${base}/DeviceRegistrationOptions`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: z.object({ userId: id() }),
        response: { 200: webAuthnOptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireOwner(signedInAuth(request), request.body.userId);
      const options = await deviceRegistrationOptions(db, config, request.body.userId);
      return succeeded({ value: { ...options } });
    },
  );

  app.post(
    `${base}/RegisterDevice`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: registerDeviceRequestSchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      requireOwner(auth, request.body.userId);
      await registerDevice(db, config, {
        actorId: auth.user.id,
        userId: request.body.userId,
        deviceName: request.body.deviceName,
        response: request.body.response as unknown as RegistrationResponseJSON,
      });
      return saved(auth, request.body.userId, 'Device enrolled.');
    },
  );

  app.post(
    `${base}/RemoveDevice`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: removeDeviceRequestSchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await removeDevice(db, auth, request.body.userId, request.body.deviceId);
      return saved(auth, request.body.userId, 'Device removed.');
    },
  );

  app.post(
    `${base}/EnrollFingerprint`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: enrollFingerprintRequestSchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      requireOwner(auth, request.body.userId);
      await enrollFingerprint(
        db,
        matcher,
        { userId: auth.user.id },
        request.body.userId,
        request.body.template,
      );
      return saved(auth, request.body.userId, 'Fingerprint enrolled.');
    },
  );

  app.post(
    `${base}/SetMfaMethods`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: setMfaMethodsRequestSchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await setMfaMethods(db, auth, request.body);
      return saved(auth, request.body.userId, 'Multi-factor settings saved.');
    },
  );

  app.post(
    `${base}/ChangePassword`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: changeOwnPasswordRequestSchema,
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      securityRight(auth, request.body.userId);
      const outcome = await changeOwnPassword(db, auth, request.body);
      if (!outcome.changed) return refused(outcome.message);
      // The user's other sessions ended: forget them here at once; other instances hear it from the database.
      app.sessionCache.forgetUser(request.body.userId);
      return saved(auth, request.body.userId, currentPasswordMessages.changed);
    },
  );

  app.post(
    `${base}/SignOutOtherSessions`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User security'],
        body: z.object({ userId: id() }),
        response: { 200: userSecurityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await signOutOtherSessions(db, auth, request.body.userId);
      // The ended sessions are the user's: forget them here at once; other instances hear it from the database.
      app.sessionCache.forgetUser(auth.user.id);
      return saved(auth, request.body.userId, accountMessages.signedOutElsewhere);
    },
  );
};
