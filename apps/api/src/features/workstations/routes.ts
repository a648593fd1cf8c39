import { Module, Role } from '@homer/contracts/access';
import { routeById } from '@homer/contracts/routes';
import {
  ciWorkstationFacilityOptionsSchema,
  ciWorkstationFormSchema,
  ciWorkstationListQuerySchema,
  ciWorkstationListSchema,
  ciWorkstationPaths,
  ciWorkstationSaveResponseSchema,
  ciWorkstationStateResponseSchema,
  inventoryWorkstationPaths,
  inventoryWorkstationResponseSchema,
  setCiWorkstationResponseSchema,
  setCiWorkstationSchema,
  setInventoryWorkstationResponseSchema,
  setInventoryWorkstationSchema,
  workstationMessages,
  workstationOptionsSchema,
} from '@homer/contracts/workstations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { ciWorkstationOptions, ciWorkstationState, setCiWorkstation } from './ci-workstation.ts';
import {
  ciWorkstationFacilityOptions,
  listCiWorkstations,
  saveCiWorkstation,
} from './ci-workstation-admin.ts';
import {
  currentInventoryWorkstation,
  inventoryWorkstationOptions,
  setInventoryWorkstation,
} from './inventory-workstation.ts';

const tags = ['Workstations'];
const errors = errorResponses(400, 401, 403, 404);
/** Spec §6: the inventory banner and its choice are for Inventory (SysInv) Technicians and above. */
const inventoryStaff = { access: { module: Module.Inventory, minRole: Role.Technician } } as const;
/** Spec §6: the CI modal is for CI Users and above (the banner, Technicians and above, uses the same calls). */
const ciStaff = { access: { module: Module.CI, minRole: Role.User } } as const;

/** The workstation service of spec §7 for inventories and repack, and the repack workstations' administration. */
export const workstationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ciAdmin = { access: routeById('ciWorkstations').access };
  const userId = (request: Parameters<typeof signedInAuth>[0]) => signedInAuth(request).user.id;

  app.get(
    `/${inventoryWorkstationPaths.get}`,
    {
      config: inventoryStaff,
      schema: { tags, response: { 200: inventoryWorkstationResponseSchema, ...errors } },
    },
    async (request) => succeeded({ value: await currentInventoryWorkstation(db, userId(request)) }),
  );
  app.get(
    `/${inventoryWorkstationPaths.options}`,
    { config: inventoryStaff, schema: { tags, response: { 200: workstationOptionsSchema, ...errors } } },
    (request) => inventoryWorkstationOptions(db, userId(request)),
  );
  app.post(
    `/${inventoryWorkstationPaths.set}`,
    {
      config: inventoryStaff,
      schema: {
        tags,
        body: setInventoryWorkstationSchema,
        response: { 200: setInventoryWorkstationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const model = await setInventoryWorkstation(db, userId(request), request.body.shippingWorkstationId);
      // This instance forgets at once; the others on the users trigger's announcement (migration 0017).
      app.sessionCache.forgetUser(userId(request));
      return succeeded({ model, message: workstationMessages.set(model.workstationName) });
    },
  );

  app.get(
    `/${ciWorkstationPaths.get}`,
    { config: ciStaff, schema: { tags, response: { 200: ciWorkstationStateResponseSchema, ...errors } } },
    async (request) => succeeded({ value: await ciWorkstationState(db, userId(request)) }),
  );
  app.get(
    `/${ciWorkstationPaths.options}`,
    { config: ciStaff, schema: { tags, response: { 200: workstationOptionsSchema, ...errors } } },
    (request) => ciWorkstationOptions(db, userId(request)),
  );
  app.post(
    `/${ciWorkstationPaths.set}`,
    {
      config: ciStaff,
      schema: {
        tags,
        body: setCiWorkstationSchema,
        response: { 200: setCiWorkstationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const model = await setCiWorkstation(db, userId(request), request.body.ciWorkstationId);
      app.sessionCache.forgetUser(userId(request));
      return succeeded({ model, message: workstationMessages.set(model.workstationName) });
    },
  );

  app.get(
    `/${ciWorkstationPaths.list}`,
    {
      config: ciAdmin,
      schema: {
        tags,
        querystring: ciWorkstationListQuerySchema,
        response: { 200: ciWorkstationListSchema, ...errors },
      },
    },
    (request) => listCiWorkstations(db, request.query.facilityId),
  );
  app.get(
    `/${ciWorkstationPaths.facilities}`,
    { config: ciAdmin, schema: { tags, response: { 200: ciWorkstationFacilityOptionsSchema, ...errors } } },
    () => ciWorkstationFacilityOptions(db),
  );
  app.post(
    `/${ciWorkstationPaths.save}`,
    {
      config: ciAdmin,
      schema: {
        tags,
        body: ciWorkstationFormSchema,
        response: { 200: ciWorkstationSaveResponseSchema, ...errors },
      },
    },
    (request) => saveCiWorkstation(db, { userId: userId(request) }, request.body),
  );
};
