import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  activeSystemNotificationsSchema,
  systemNotificationDeleteResponseSchema,
  systemNotificationDeleteSchema,
  systemNotificationFormSchema,
  systemNotificationMessages,
  systemNotificationRowSchema,
  systemNotificationSaveResponseSchema,
  systemNotificationSchema,
} from '@homer/contracts/system-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { activeSystemNotifications, findSystemNotification, listSystemNotifications } from './queries.ts';
import { deleteSystemNotification, saveSystemNotification } from './service.ts';

const tags = ['Administration'];
const base = '/api/Administration/SystemNotification';
const zoneOf = (headers: Record<string, string | string[] | undefined>) =>
  resolveTimeZone(headers['x-timezone']);

/** Dashboard banners (decision 042): SystemAdmins keep them, every signed-in user reads the active ones. */
export const systemNotificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = { access: routeById('systemNotificationList').access };

  app.get(
    `${base}/CheckForSystemNotification`,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: activeSystemNotificationsSchema } } },
    async (request, reply) => {
      // The spec's call bypasses any offline cache: a banner that ended must not linger.
      reply.header('cache-control', 'no-store');
      return activeSystemNotifications(db, zoneOf(request.headers));
    },
  );

  app.get(
    `${base}/GetList`,
    {
      config: admin,
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(systemNotificationRowSchema) },
      },
    },
    async (request) => listSystemNotifications(db, request.query, zoneOf(request.headers)),
  );

  app.get(
    `${base}/Get`,
    {
      config: admin,
      schema: { tags, querystring: idQuerySchema, response: { 200: systemNotificationSchema } },
    },
    async (request) => {
      const found = await findSystemNotification(db, request.query.id, zoneOf(request.headers));
      if (!found) throw new HttpError(404, systemNotificationMessages.notFound);
      return found;
    },
  );

  app.post(
    `${base}/Save`,
    {
      config: admin,
      schema: {
        tags,
        body: systemNotificationFormSchema,
        response: { 200: systemNotificationSaveResponseSchema },
      },
    },
    async (request) =>
      saveSystemNotification(
        db,
        { userId: request.auth?.user.id ?? null },
        request.body,
        zoneOf(request.headers),
      ),
  );

  app.post(
    `${base}/Delete`,
    {
      config: admin,
      schema: {
        tags,
        body: systemNotificationDeleteSchema,
        response: { 200: systemNotificationDeleteResponseSchema },
      },
    },
    async (request) =>
      deleteSystemNotification(db, { userId: request.auth?.user.id ?? null }, request.body.id),
  );
};
