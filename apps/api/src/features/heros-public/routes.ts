import { optionSchema } from '@homer/contracts/envelope';
import {
  herosAgencyMatchSchema,
  herosAgencySearchQuerySchema,
  herosPublicApplicationSchema,
  herosSavePublicApplicationSchema,
  herosSaveResponseSchema,
} from '@homer/contracts/heros-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import {
  agencyMatches,
  countyOptions,
  hasAgencyMatches,
  orgTypeOptions,
  taxStatusOptions,
} from './queries.ts';
import { publicApplication, savePublicApplication } from './service.ts';

const tags = ['HEROS (public)'];
// Searches by what a visitor types: cheap, but limited so the agency list cannot be harvested quickly.
const searchLimit = { max: 60, timeWindow: '1 minute' };

/** Spec document 2 §7 "HEROS": the public application's calls. */
export const herosPublicRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/PublicHEROS/CheckForAgencies/',
    {
      config: { access: 'public', rateLimit: searchLimit },
      schema: { tags, querystring: herosAgencySearchQuerySchema, response: { 200: z.boolean() } },
    },
    async (request) => hasAgencyMatches(db, request.query.agency),
  );

  app.get(
    '/api/PublicHEROS/GetAgenciesByInput',
    {
      config: { access: 'public', rateLimit: searchLimit },
      schema: {
        tags,
        querystring: herosAgencySearchQuerySchema,
        response: { 200: z.array(herosAgencyMatchSchema) },
      },
    },
    async (request) => agencyMatches(db, request.query.agency),
  );

  app.get(
    '/api/PublicHEROS/GetPublicApplication',
    { config: { access: 'public' }, schema: { tags, response: { 200: herosPublicApplicationSchema } } },
    async () => publicApplication(db, config),
  );

  app.post(
    '/api/PublicHEROS/SavePublicApplication',
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: { tags, body: herosSavePublicApplicationSchema, response: { 200: herosSaveResponseSchema } },
    },
    async (request) => savePublicApplication(db, config, request.body),
  );

  const lists = {
    '/api/PublicHEROS/HEROSOrgTaxStatuses': taxStatusOptions,
    '/api/PublicHEROS/HEROSOrgTypes': orgTypeOptions,
    '/api/PublicHEROS/Counties': countyOptions,
  };
  for (const [url, options] of Object.entries(lists)) {
    app.get(
      url,
      { config: { access: 'public' }, schema: { tags, response: { 200: z.array(optionSchema) } } },
      async () => options(db),
    );
  }
};
