import { facilityOptionsSchema } from '@homer/contracts/account';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { facilities, userFacilities } from '../../db/schema/core.ts';

export const facilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/Facility/GetUserFacilities',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Facility'], response: { 200: facilityOptionsSchema } },
    },
    async (request) =>
      db
        .select({ value: facilities.id, text: facilities.name, additionalData: facilities.longName })
        .from(userFacilities)
        .innerJoin(facilities, eq(facilities.id, userFacilities.facilityId))
        .where(eq(userFacilities.userId, request.auth?.user.id ?? 0))
        .orderBy(asc(facilities.name)),
  );
};
