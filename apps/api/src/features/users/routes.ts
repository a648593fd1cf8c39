import { pagedSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { routeById } from '@homer/contracts/routes';
import {
  adminUserListQuerySchema,
  adminUserRowSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  sendToFilterResponseSchema,
  sendWelcomeResponseSchema,
  unlockResponseSchema,
  userAdminMessages,
  userFilterOptionsSchema,
  userFilterSchema,
  userIdRequestSchema,
} from '@homer/contracts/user-admin';
import {
  moduleAccessResponseSchema,
  saveModuleAccessRequestSchema,
  saveUserRequestSchema,
  userDetailsResponseSchema,
  userIdQuerySchema,
  usersMessages,
} from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { createUser } from '../../platform/user-accounts/create.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { sendAccountEmail, sendAccountEmailToFilter } from './account-email.ts';
import { getUserDetails, saveUserDetails } from './details.ts';
import { usersExport } from './export.ts';
import { filterOptions } from './filter-options.ts';
import { listUsers } from './list.ts';
import { unlockUser } from './lockout.ts';
import { getModuleAccess, saveModuleAccess } from './module-access.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = errorResponses(400, 403, 404);

/**
 * The users list and the user edit page's details and module-access tabs (docs/decisions/038). The tabs are
 * open to every signed-in user at the route; who may act on which user is decided per call (rights.ts).
 */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The list and its staff actions: user administrators only (decision 040).
  const admins = routeById('usersList').access;
  app.get(
    `${base}/GetList`,
    {
      config: { access: admins },
      schema: {
        tags,
        querystring: adminUserListQuerySchema,
        response: { 200: pagedSchema(adminUserRowSchema) },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    `${base}/GetFilterOptions`,
    { config: { access: admins }, schema: { tags, response: { 200: userFilterOptionsSchema } } },
    async () => filterOptions(db),
  );

  app.get(
    `${base}/GetListExcel`,
    {
      config: { access: admins },
      schema: { tags, querystring: userFilterSchema, response: { 200: exportLinkResponseSchema, ...errors } },
    },
    async (request) => exportLink(config, request.auth, usersExport, request.query),
  );

  app.post(
    `${base}/CreateUser`,
    {
      config: { access: admins },
      schema: { tags, body: createUserRequestSchema, response: { 200: createUserResponseSchema, ...errors } },
    },
    async (request) =>
      succeeded({
        message: userAdminMessages.created,
        value: await createUser(db, config, signedInAuth(request), request.body),
      }),
  );

  app.post(
    `${base}/SendWelcomeEmail`,
    {
      config: { access: admins },
      schema: { tags, body: userIdRequestSchema, response: { 200: sendWelcomeResponseSchema, ...errors } },
    },
    async (request) => {
      const kind = await sendAccountEmail(db, config, signedInAuth(request), request.body.userId);
      return succeeded({
        message: kind === 'welcome' ? userAdminMessages.welcomeSent : userAdminMessages.resetSent,
        value: { kind },
      });
    },
  );

  app.post(
    `${base}/SendWelcomeEmailToFilter`,
    {
      config: { access: admins },
      schema: { tags, body: userFilterSchema, response: { 200: sendToFilterResponseSchema, ...errors } },
    },
    async (request) => {
      const result = await sendAccountEmailToFilter(db, config, signedInAuth(request), request.body);
      const skipped = result.skipped ? `; ${result.skipped} skipped (3 emails in the last hour)` : '';
      const outranked = result.outranked ? `; ${result.outranked} left out (access above your own)` : '';
      const users = result.sent === 1 ? 'user' : 'users';
      return succeeded({
        message: `Emails sent to ${result.sent} ${users}${skipped}${outranked}.`,
        value: result,
      });
    },
  );

  app.post(
    `${base}/UnlockUser`,
    {
      config: { access: admins },
      schema: { tags, body: userIdRequestSchema, response: { 200: unlockResponseSchema, ...errors } },
    },
    async (request) => {
      await unlockUser(db, signedInAuth(request), request.body.userId);
      return succeeded({ message: userAdminMessages.unlocked, value: null });
    },
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
    async (request) =>
      succeeded({ value: await getUserDetails(db, signedInAuth(request), request.query.userId) }),
  );

  app.post(
    `${base}/SaveUser`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: saveUserRequestSchema, response: { 200: userDetailsResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await saveUserDetails(db, config, auth, request.body);
      // A disable or a new email revoked the sessions in the database; this instance forgets them before the
      // announcement.
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
    async (request) =>
      succeeded({ value: await getModuleAccess(db, signedInAuth(request), request.query.userId) }),
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
      const auth = signedInAuth(request);
      await saveModuleAccess(db, auth, request.body);
      app.sessionCache.forgetUser(request.body.userId);
      return succeeded({
        message: usersMessages.accessSaved,
        value: await getModuleAccess(db, auth, request.body.userId),
      });
    },
  );
};
