import { optionSchema } from '@homer/contracts/envelope';
import {
  pfsGuidQuerySchema,
  pfsMessages,
  pfsRegistrationResponseSchema,
  pfsRegistrationSubmitSchema,
  registerFromPfsUserSchema,
  registerHomerUserResponseSchema,
  registerHomerUserSchema,
} from '@homer/contracts/pfs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilityOptions } from '../../platform/lookups/ticket-options.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { HttpError } from '../../plugins/errors.ts';
import { registerHomerUser } from './homer-registration.ts';
import { registerPfsUser } from './pfs-registration.ts';
import { registerFromPfsModel } from './queries.ts';

const tags = ['PFS registration'];

/** PFS Registration and User Registration from PFS (spec document 2 §7). */
export const pfsRegistrationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const submit = { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) } as const;

  app.get(
    '/api/PublicPfsRegister/PfsFacilities',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.array(optionSchema) } } },
    () => facilityOptions(db, 'pfs'),
  );
  app.post(
    '/api/PublicPfsRegister/RegisterPfsUser',
    {
      config: submit,
      schema: { tags, body: pfsRegistrationSubmitSchema, response: { 200: pfsRegistrationResponseSchema } },
    },
    (request) => registerPfsUser(db, config, request.body),
  );
  app.get(
    '/api/PublicHomerRegister/GetPfsUserByGuid',
    {
      // Looked up by what the visitor sends: limited so guids cannot be tried in bulk.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, querystring: pfsGuidQuerySchema, response: { 200: registerFromPfsUserSchema } },
    },
    async (request) => {
      const model = await registerFromPfsModel(db, request.query.guid);
      if (!model) throw new HttpError(404, pfsMessages.userNotFound);
      return model;
    },
  );
  app.post(
    '/api/PublicHomerRegister/RegisterHomerUser',
    {
      config: submit,
      schema: { tags, body: registerHomerUserSchema, response: { 200: registerHomerUserResponseSchema } },
    },
    (request) => registerHomerUser(db, config, request.body.guid),
  );
};
