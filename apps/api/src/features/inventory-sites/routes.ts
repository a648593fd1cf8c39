import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { pagedSchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  inventoryFacilityOptionsSchema,
  inventorySiteChangeResponseSchema,
  inventorySiteFormSchema,
  inventorySiteListQuerySchema,
  inventorySiteMessages,
  inventorySiteResponseSchema,
  inventorySiteRowSchema,
  inventorySiteSaveResponseSchema,
  inventorySitePaths as paths,
  shippingWorkstationFormSchema,
} from '@homer/contracts/inventory-sites';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { findInventorySite, inventoryFacilityOptions, listInventorySites } from './queries.ts';
import { saveInventorySite, saveShippingWorkstation } from './service.ts';

const tags = ['Inventories'];
const errors = errorResponses(400, 401, 403, 404);

/** Inventories (issue 15; decisions 057, 062): Inventory Users read the list, Inventory SystemAdmins change sites. */
export const inventorySiteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reader = { access: routeById('inventorySiteList').access };
  const editor = { access: routeById('inventorySiteEdit').access };
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: inventorySiteListQuerySchema,
        response: { 200: pagedSchema(inventorySiteRowSchema), ...errors },
      },
    },
    (request) => listInventorySites(db, request.query),
  );

  app.get(
    `/${paths.facilities}`,
    { config: reader, schema: { tags, response: { 200: inventoryFacilityOptionsSchema, ...errors } } },
    () => inventoryFacilityOptions(db),
  );

  app.get(
    `/${paths.site}`,
    {
      config: editor,
      schema: { tags, querystring: idQuerySchema, response: { 200: inventorySiteResponseSchema, ...errors } },
    },
    async (request) => {
      const site = await findInventorySite(db, request.query.id);
      if (!site) throw new HttpError(404, inventorySiteMessages.notFound);
      return succeeded({ value: site });
    },
  );

  app.get(
    `/${paths.auditHistory}`,
    {
      config: editor,
      schema: { tags, querystring: idQuerySchema, response: { 200: entityAuditListSchema, ...errors } },
    },
    (request) =>
      entityAuditHistory(
        db,
        { inventory_sites: '', inventory_workstations: 'Workstation: ' },
        request.query.id,
      ),
  );

  app.post(
    `/${paths.save}`,
    {
      config: editor,
      schema: {
        tags,
        body: inventorySiteFormSchema,
        response: { 200: inventorySiteSaveResponseSchema, ...errors },
      },
    },
    (request) => saveInventorySite(db, actor(request), request.body),
  );

  app.post(
    `/${paths.saveWorkstation}`,
    {
      config: editor,
      schema: {
        tags,
        body: shippingWorkstationFormSchema,
        response: { 200: inventorySiteChangeResponseSchema, ...errors },
      },
    },
    (request) => saveShippingWorkstation(db, actor(request), request.body),
  );
};
