import {
  addHerosAgencySchema,
  addRxConnectsRoleSchema,
  herosAgencyChangeSchema,
  herosAgencyChoicesResponseSchema,
  herosAgencyLinksResponseSchema,
  linkChoiceQuerySchema,
  programLinkMessages,
  rxConnectsChangeSchema,
  rxConnectsLinksResponseSchema,
  rxConnectsSiteChoicesResponseSchema,
} from '@homer/contracts/user-program-links';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import {
  addHerosAgency,
  getHerosAgencies,
  removeHerosAgency,
  searchHerosAgencies,
} from './heros-agencies.ts';
import {
  addRxConnectsRole,
  getRxConnectsRoles,
  removeRxConnectsRole,
  searchRxConnectsSites,
} from './rx-connects.ts';

const base = '/api/Administration/Users';
const tags = ['Users'];
const errors = errorResponses(400, 403, 404);
// Declared signedIn: who may read or change a user's links is decided per call (access.ts, decision 045).
const config = { access: 'signedIn' } as const;

/** The HEROS Agencies and Rx Connects tabs of the user edit page (decision 045). */
export const userProgramLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const herosResponse = { 200: herosAgencyLinksResponseSchema, ...errors };
  const rxResponse = { 200: rxConnectsLinksResponseSchema, ...errors };

  app.get(
    `${base}/GetHerosAgencies`,
    { config, schema: { tags, querystring: userIdQuerySchema, response: herosResponse } },
    async (request) =>
      succeeded({ value: await getHerosAgencies(db, signedInAuth(request), request.query.userId) }),
  );
  app.get(
    `${base}/SearchHerosAgencies`,
    {
      config,
      schema: {
        tags,
        querystring: linkChoiceQuerySchema,
        response: { 200: herosAgencyChoicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, search } = request.query;
      return succeeded({ value: await searchHerosAgencies(db, signedInAuth(request), userId, search) });
    },
  );
  app.post(
    `${base}/AddHerosAgency`,
    { config, schema: { tags, body: addHerosAgencySchema, response: herosResponse } },
    async (request) => {
      const auth = signedInAuth(request);
      await addHerosAgency(db, auth, request.body);
      const value = await getHerosAgencies(db, auth, request.body.userId);
      return succeeded({ message: programLinkMessages.agencyAdded, value });
    },
  );
  app.post(
    `${base}/RemoveHerosAgency`,
    { config, schema: { tags, body: herosAgencyChangeSchema, response: herosResponse } },
    async (request) => {
      const auth = signedInAuth(request);
      await removeHerosAgency(db, auth, request.body);
      const value = await getHerosAgencies(db, auth, request.body.userId);
      return succeeded({ message: programLinkMessages.agencyRemoved, value });
    },
  );

  app.get(
    `${base}/GetRxConnectsRoles`,
    { config, schema: { tags, querystring: userIdQuerySchema, response: rxResponse } },
    async (request) =>
      succeeded({ value: await getRxConnectsRoles(db, signedInAuth(request), request.query.userId) }),
  );
  app.get(
    `${base}/SearchRxConnectsSites`,
    {
      config,
      schema: {
        tags,
        querystring: linkChoiceQuerySchema,
        response: { 200: rxConnectsSiteChoicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, search } = request.query;
      return succeeded({ value: await searchRxConnectsSites(db, signedInAuth(request), userId, search) });
    },
  );
  app.post(
    `${base}/AddRxConnectsRole`,
    { config, schema: { tags, body: addRxConnectsRoleSchema, response: rxResponse } },
    async (request) => {
      const auth = signedInAuth(request);
      await addRxConnectsRole(db, auth, request.body);
      const value = await getRxConnectsRoles(db, auth, request.body.userId);
      return succeeded({ message: programLinkMessages.roleAdded, value });
    },
  );
  app.post(
    `${base}/RemoveRxConnectsRole`,
    { config, schema: { tags, body: rxConnectsChangeSchema, response: rxResponse } },
    async (request) => {
      const auth = signedInAuth(request);
      await removeRxConnectsRole(db, auth, request.body);
      const value = await getRxConnectsRoles(db, auth, request.body.userId);
      return succeeded({ message: programLinkMessages.roleRemoved, value });
    },
  );
};
