import {
  membershipChangeSchema,
  membershipMessages,
  membershipsResponseSchema,
} from '@homer/contracts/user-profile-tabs';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { addFacility, getMemberships, removeFacility } from './service.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = errorResponses(400, 403, 404);

/**
 * The organizations tab (decision 041): which organizations and facilities a user belongs to. Declared
 * signedIn; service.ts decides per call (owner reads, user administrators read and change others').
 */
export const userMembershipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/GetMemberships`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: membershipsResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await getMemberships(db, signedInAuth(request), request.query.userId) }),
  );

  app.post(
    `${base}/AddFacility`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: membershipChangeSchema, response: { 200: membershipsResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await addFacility(db, auth, request.body);
      return succeeded({
        message: membershipMessages.added,
        value: await getMemberships(db, auth, request.body.userId),
      });
    },
  );

  app.post(
    `${base}/RemoveFacility`,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: membershipChangeSchema, response: { 200: membershipsResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = signedInAuth(request);
      await removeFacility(db, auth, request.body);
      return succeeded({
        message: membershipMessages.removed,
        value: await getMemberships(db, auth, request.body.userId),
      });
    },
  );
};
