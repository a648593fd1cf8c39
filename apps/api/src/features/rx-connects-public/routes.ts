import { Module, Role } from '@homer/contracts/access';
import { optionSchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  countyByNameQuerySchema,
  countyIdSchema,
  donorSaveRequestSchema,
  repositoryDetailsSchema,
  repositorySaveRequestSchema,
  rxConnectsMessages,
  rxConnectsSaveResponseSchema,
} from '@homer/contracts/rx-connects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import {
  rxConnectsDonorFacilityTypes,
  rxConnectsFacilityTypes,
  rxConnectsLicensingAgencies,
} from '../../db/schema/rx-connects.ts';
import { countyIdByName } from '../../platform/lookups/counties.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { HttpError } from '../../plugins/errors.ts';
import { activeOptions, findRepositoryDetails } from './queries.ts';
import { saveDonor, saveRepository } from './service.ts';

const tags = ['Rx Connects registration'];
// Reference lists: small, cached by nobody, but a page load asks for each once.
const publicList = { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } as const;
// Looks up by what the visitor typed.
const publicLookup = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

type OptionTable = Parameters<typeof activeOptions>[1];

/** Donor and repository registration of the Prescription Drug Donation Program (Rx Connects). */
export const rxConnectsPublicRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const publicForm = { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) } as const;

  const activeOptionsRoute = (path: string, table: OptionTable) =>
    app.get(
      path,
      { config: publicList, schema: { tags, response: { 200: z.array(optionSchema) } } },
      async () => activeOptions(db, table),
    );

  // Each form has its own path for the same lookup (spec document 2 §7).
  const countyByNameRoute = (path: string) =>
    app.get(
      path,
      {
        config: publicLookup,
        schema: { tags, querystring: countyByNameQuerySchema, response: { 200: countyIdSchema } },
      },
      async (request) => countyIdByName(db, request.query.countyName),
    );

  activeOptionsRoute(
    '/api/PublicDonorRegistration/RxConnectsDonorFacilityType',
    rxConnectsDonorFacilityTypes,
  );
  countyByNameRoute('/api/PublicDonorRegistration/GetCountyByName');

  app.post(
    '/api/PublicDonorRegistration/SaveDonor/',
    {
      config: publicForm,
      schema: { tags, body: donorSaveRequestSchema, response: { 200: rxConnectsSaveResponseSchema } },
    },
    async (request) => saveDonor(db, config, request.body),
  );

  activeOptionsRoute('/api/PublicRepositoryRegister/RxConnectsFacilityType', rxConnectsFacilityTypes);
  activeOptionsRoute('/api/PublicSelect/RxConnectsLicensingAgencies', rxConnectsLicensingAgencies);
  countyByNameRoute('/api/PublicRepositoryRegister/GetCountyByName');

  app.post(
    '/api/PublicRepositoryRegister/saveRepository/',
    {
      config: publicForm,
      schema: { tags, body: repositorySaveRequestSchema, response: { 200: rxConnectsSaveResponseSchema } },
    },
    async (request) => saveRepository(db, config, request.body),
  );

  app.get(
    '/api/RxConnects/Repository/GetRepositoryDetails/:id',
    {
      config: { access: { module: Module.RxConnects, minRole: Role.User } },
      schema: {
        tags,
        params: idQuerySchema,
        response: { 200: repositoryDetailsSchema },
      },
    },
    async (request) => {
      const details = await findRepositoryDetails(db, request.params.id);
      if (!details) throw new HttpError(404, rxConnectsMessages.repositoryNotFound);
      return details;
    },
  );
};
