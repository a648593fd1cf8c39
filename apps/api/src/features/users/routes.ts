import { errorBodySchema, pagedSchema } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import { routeById } from '@homer/contracts/routes';
import {
  moduleAccessResponseSchema,
  saveModuleAccessRequestSchema,
  saveUserRequestSchema,
  userDetailsResponseSchema,
  userIdQuerySchema,
  userListQuerySchema,
  userRowSchema,
  usersMessages,
} from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import type { Auth } from '../account/sessions.ts';
import { getUserDetails, saveUserDetails } from './details.ts';
import { listUsers } from './list.ts';
import { getModuleAccess, saveModuleAccess } from './module-access.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function authOf(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new HttpError(401, messages.notSignedIn);
  return request.auth;
}

/**
 * The users list and the user edit page's details and module-access tabs (docs/decisions/038). The tabs are
 * open to every signed-in user at the route; who may act on which user is decided per call (rights.ts).
 */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/GetList`,
    {
      config: { access: routeById('usersList').access },
      schema: { tags, querystring: userListQuerySchema, response: { 200: pagedSchema(userRowSchema) } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    `${base}/GetUser`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: userDetailsResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getUserDetails(db, authOf(request), request.query.userId) }),
  );

  app.post(
    `${base}/SaveUser`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: saveUserRequestSchema, response: { 200: userDetailsResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = authOf(request);
      await saveUserDetails(db, auth, request.body);
      // A disable revoked the sessions in the database; this instance forgets them before the announcement.
      app.sessionCache.forgetUser(request.body.userId);
      return succeeded({
        message: usersMessages.detailsSaved,
        value: await getUserDetails(db, auth, request.body.userId),
      });
    },
  );

  app.get(
    `${base}/GetModuleAccess`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: moduleAccessResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getModuleAccess(db, authOf(request), request.query.userId) }),
  );

  app.post(
    `${base}/SaveModuleAccess`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        body: saveModuleAccessRequestSchema,
        response: { 200: moduleAccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await saveModuleAccess(db, auth, request.body);
      app.sessionCache.forgetUser(request.body.userId);
      return succeeded({
        message: usersMessages.accessSaved,
        value: await getModuleAccess(db, auth, request.body.userId),
      });
    },
  );
};
