import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  organizationFormSchema,
  organizationMessages,
  organizationOptionsSchema,
  organizationRowSchema,
  organizationSaveResponseSchema,
  organizationSchema,
} from '@homer/contracts/organizations';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findOrganization, listOrganizations, organizationOptions } from './queries.ts';
import { saveOrganization } from './service.ts';

const tags = ['Administration'];

/** Organizations administration (docs/decisions/037-organizations-and-facilities.md): Managers read, SystemAdmins change. */
export const organizationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reader = { access: routeById('organizationList').access };
  const editor = { access: routeById('organizationEdit').access };

  app.get(
    '/api/Administration/Organizations/GetList',
    {
      config: reader,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(organizationRowSchema) } },
    },
    async (request) => listOrganizations(db, request.query),
  );

  app.get(
    '/api/Administration/Organizations/Get',
    { config: editor, schema: { tags, querystring: idQuerySchema, response: { 200: organizationSchema } } },
    async (request) => {
      const found = await findOrganization(db, request.query.id);
      if (!found) throw new HttpError(404, organizationMessages.notFound);
      return found;
    },
  );

  app.get(
    '/api/Select/Organizations',
    { config: editor, schema: { tags, response: { 200: organizationOptionsSchema } } },
    async () => organizationOptions(db),
  );

  app.post(
    '/api/Administration/Organizations/Save',
    {
      config: editor,
      schema: { tags, body: organizationFormSchema, response: { 200: organizationSaveResponseSchema } },
    },
    async (request) => saveOrganization(db, { userId: request.auth?.user.id ?? null }, request.body),
  );
};
