import {
  notificationSettingsMessages,
  notificationSettingsResponseSchema,
  saveNotificationSettingsSchema,
} from '@homer/contracts/notification-settings';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { getNotificationSettings, saveNotificationSettings } from './service.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = errorResponses(400, 403, 404);

/**
 * The notifications tab (decision 044). Declared signedIn; service.ts decides per call through platform/user-rights.ts:
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
      succeeded({ value: await getNotificationSettings(db, signedInAuth(request), request.query.userId) }),
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
      const auth = signedInAuth(request);
      await saveNotificationSettings(db, auth, request.body);
      return succeeded({
        message: notificationSettingsMessages.saved,
        value: await getNotificationSettings(db, auth, request.body.userId),
      });
    },
  );
};
