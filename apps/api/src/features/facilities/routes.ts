import { facilityOptionsSchema } from '@homer/contracts/account';
import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  facilityFormSchema,
  facilityInfoSchema,
  facilityMessages,
  facilityRowSchema,
  facilitySaveResponseSchema,
  facilitySchema,
} from '@homer/contracts/organizations';
import { routeById } from '@homer/contracts/routes';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilities, userFacilities } from '../../db/schema/core.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findFacility, findUserFacilityInfo, listFacilities } from './queries.ts';
import { saveFacility } from './service.ts';

const tags = ['Administration'];

export const facilityRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
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
        // A deactivated facility leaves every selector; the user menu then clears it if it was selected (§4.6).
        .where(and(eq(userFacilities.userId, request.auth?.user.id ?? 0), eq(facilities.isActive, true)))
        .orderBy(asc(facilities.name)),
  );

  app.get(
    '/api/Facility/GetFacilityInfo',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['Facility'], querystring: idQuerySchema, response: { 200: facilityInfoSchema } },
    },
    async (request) => {
      const info = await findUserFacilityInfo(db, request.auth?.user.id ?? 0, request.query.id);
      if (!info) throw new HttpError(404, facilityMessages.notFound);
      return info;
    },
  );

  // Facilities administration (docs/decisions/037-organizations-and-facilities.md): Managers read, SystemAdmins change.
  const reader = { access: routeById('facilityList').access };
  const editor = { access: routeById('facilityEdit').access };

  app.get(
    '/api/Administration/Facilities/GetList',
    {
      config: reader,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(facilityRowSchema) } },
    },
    async (request) => listFacilities(db, request.query),
  );

  app.get(
    '/api/Administration/Facilities/Get',
    { config: editor, schema: { tags, querystring: idQuerySchema, response: { 200: facilitySchema } } },
    async (request) => {
      const found = await findFacility(db, request.query.id);
      if (!found) throw new HttpError(404, facilityMessages.notFound);
      return found;
    },
  );

  app.post(
    '/api/Administration/Facilities/Save',
    {
      config: editor,
      schema: { tags, body: facilityFormSchema, response: { 200: facilitySaveResponseSchema } },
    },
    async (request) => saveFacility(db, config, { userId: request.auth?.user.id ?? null }, request.body),
  );
};
