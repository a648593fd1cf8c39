import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { optionSchema } from '@homer/contracts/envelope';
import {
  approveRegistrationSchema,
  decisionResponseSchema,
  denyRegistrationSchema,
  registrationPaths as paths,
  registrationDetailResponseSchema,
  registrationKeySchema,
  registrationListQuerySchema,
  registrationListResponseSchema,
  registrationMessages,
  registrationStatusCountsQuerySchema,
  registrationStatusCountsSchema,
} from '@homer/contracts/registrations';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { approveRegistration, denyRegistration } from './decide.ts';
import { getRegistration, grantableFacilities, requestFor } from './detail.ts';
import { listRegistrations, registrationStatusCounts } from './queue.ts';

const tags = ['Registrations'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The review of PFS registrations and account requests (issue 14, decision 053): user administrators only. */
export const registrationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const reviewers = { access: routeById('pfsRegistrationList').access };

  app.get(
    `/${paths.list}`,
    {
      config: reviewers,
      schema: {
        tags,
        querystring: registrationListQuerySchema,
        response: { 200: registrationListResponseSchema, ...errors },
      },
    },
    (request) => listRegistrations(db, request.query),
  );
  app.get(
    `/${paths.statusCounts}`,
    {
      config: reviewers,
      schema: {
        tags,
        querystring: registrationStatusCountsQuerySchema,
        response: { 200: registrationStatusCountsSchema, ...errors },
      },
    },
    (request) => registrationStatusCounts(db, request.query),
  );
  app.get(
    `/${paths.facilities}`,
    { config: reviewers, schema: { tags, response: { 200: z.array(optionSchema), ...errors } } },
    () => grantableFacilities(db),
  );
  app.get(
    `/${paths.detail}`,
    {
      config: reviewers,
      schema: {
        tags,
        querystring: registrationKeySchema,
        response: { 200: registrationDetailResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getRegistration(db, request.query) }),
  );
  app.get(
    `/${paths.history}`,
    {
      config: reviewers,
      schema: {
        tags,
        querystring: registrationKeySchema,
        response: { 200: entityAuditListSchema, ...errors },
      },
    },
    async (request) => {
      const row = await requestFor(db, request.query);
      return entityAuditHistory(db, 'pfs_registrations', row.id);
    },
  );
  app.post(
    `/${paths.approve}`,
    {
      config: reviewers,
      schema: { tags, body: approveRegistrationSchema, response: { 200: decisionResponseSchema, ...errors } },
    },
    async (request) =>
      succeeded({ message: await approveRegistration(db, config, signedInAuth(request), request.body) }),
  );
  app.post(
    `/${paths.deny}`,
    {
      config: reviewers,
      schema: { tags, body: denyRegistrationSchema, response: { 200: decisionResponseSchema, ...errors } },
    },
    async (request) => {
      await denyRegistration(db, config, signedInAuth(request), request.body);
      return succeeded({ message: registrationMessages.denied });
    },
  );
};
