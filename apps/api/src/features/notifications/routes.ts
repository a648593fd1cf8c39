import {
  deleteAllBodySchema,
  markAllReadBodySchema,
  notificationChangeResponseSchema,
  notificationIdBodySchema,
  notificationListQuerySchema,
  notificationMessages,
  notificationPageResponseSchema,
  notificationPaths,
  unreadCountsResponseSchema,
} from '@homer/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import {
  deleteAll,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  unreadCounts,
  unsubscribe,
} from './service.ts';

const tags = ['Notifications'];
const errors = errorResponses(400, 401, 404);
// Every signed-in user has an inbox; each call reaches only the caller's own rows (service.ts).
const config = { access: 'signedIn' as const };

/** The notification service (spec document 1 §7; decision 047). */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${notificationPaths.list}`,
    {
      config,
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await listNotifications(db, signedInAuth(request).user.id, request.query) }),
  );

  app.get(
    `/${notificationPaths.counts}`,
    { config, schema: { tags, response: { 200: unreadCountsResponseSchema, ...errors } } },
    async (request) => succeeded({ value: await unreadCounts(db, signedInAuth(request).user.id) }),
  );

  /** A change to the caller's own notifications: the same envelope back, with `message` when one is due. */
  const change = <B extends z.ZodType>(
    path: string,
    body: B,
    act: (userId: number, body: z.infer<B>) => Promise<unknown>,
    message: string | null = null,
  ) =>
    app.post(
      `/${path}`,
      { config, schema: { tags, body, response: { 200: notificationChangeResponseSchema, ...errors } } },
      async (request) => {
        await act(signedInAuth(request).user.id, request.body as z.infer<B>);
        return succeeded({ message });
      },
    );

  change(notificationPaths.markRead, notificationIdBodySchema, (userId, body) =>
    markRead(db, userId, body.userNotificationId),
  );
  change(notificationPaths.markAllRead, markAllReadBodySchema, (userId, body) =>
    markAllRead(db, userId, body),
  );
  change(notificationPaths.delete, notificationIdBodySchema, (userId, body) =>
    deleteNotification(db, userId, body.userNotificationId),
  );
  change(notificationPaths.deleteAll, deleteAllBodySchema, (userId, body) => deleteAll(db, userId, body));
  change(
    notificationPaths.unsubscribe,
    notificationIdBodySchema,
    (userId, body) => unsubscribe(db, userId, body.userNotificationId),
    notificationMessages.unsubscribed,
  );
};
