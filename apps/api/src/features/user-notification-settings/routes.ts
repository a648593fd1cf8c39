import { errorBodySchema } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import {
  notificationSettingsMessages,
  notificationSettingsResponseSchema,
  saveNotificationSettingsSchema,
} from '@homer/contracts/notification-settings';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import type { Auth } from '../account/sessions.ts';
import { getNotificationSettings, saveNotificationSettings } from './service.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function authOf(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new HttpError(401, messages.notSignedIn);
  return request.auth;
}

/**
 * The notifications tab (decision 044). Declared signedIn; service.ts decides per call through users/rights.ts:
 * the owner reads and saves their own settings, a user administrator anyone's.
 */
export const userNotificationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/GetNotificationSettings`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await getNotificationSettings(db, authOf(request), request.query.userId) }),
  );

  app.post(
    `${base}/SaveNotificationSettings`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        body: saveNotificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await saveNotificationSettings(db, auth, request.body);
      return succeeded({
        message: notificationSettingsMessages.saved,
        value: await getNotificationSettings(db, auth, request.body.userId),
      });
    },
  );
};
