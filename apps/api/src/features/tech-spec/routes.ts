import { routeById } from '@homer/contracts/routes';
import { techSpecSchema } from '@homer/contracts/tech-spec';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { getTechSpec } from './get-tech-spec.ts';

export const techSpecRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/TechSpec/GetTechSpec',
    {
      config: { access: routeById('techSpec').access },
      schema: { tags: ['Tech Spec'], response: { 200: techSpecSchema } },
    },
    // hostname: the Host (or, behind the proxy, X-Forwarded-Host) name without its port.
    async (request) => getTechSpec(db, request.hostname, config.publicDomains),
  );
};
