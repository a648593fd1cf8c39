import { Module, Role } from '@homer/contracts/access';
import { refillChangeLotSchema, refillLotChoicesQuerySchema } from '@homer/contracts/refill-stock';
import {
  refillPaths as paths,
  recentRefillsParamsSchema,
  recentRefillsQuerySchema,
  recentRefillsResponseSchema,
  refillAddItemSchema,
  refillCommandResponseSchema,
  refillFilterOptionsResponseSchema,
  refillFromHomeDeliveryResponseSchema,
  refillFromHomeDeliverySchema,
  refillListQuerySchema,
  refillListResponseSchema,
  refillLotChoicesResponseSchema,
  refillMessages,
  refillMoveStepSchema,
  refillRemoveItemSchema,
  refillShipmentQuerySchema,
  refillShipmentResponseSchema,
  refillVerifyItemSchema,
  rxDataQuerySchema,
  rxDataSchema,
  validateAndSaveBodySchema,
  validateAndSaveQuerySchema,
  validateAndSaveResultSchema,
} from '@homer/contracts/refills';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import { qs1FromConfig } from '../../integrations/qs1/qs1-from-config.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { changeRefillLot, refillLotChoices } from './change-lot.ts';
import {
  addRefillItem,
  type CommandNotice,
  moveRefillStep,
  removeRefillItem,
  verifyRefillItem,
} from './commands.ts';
import { createFromHomeDelivery } from './from-home-delivery.ts';
import { listRefillShipments, refillFilterOptions } from './list.ts';
import { recentRefills } from './recent.ts';
import { getRxData, validateAndSaveRxData } from './rx-data.ts';
import { assertFacility, type FacilityScope, isPharmacist, refillScope } from './scope.ts';
import { getRefillShipment } from './shipment.ts';

const tags = ['Refills'];
const errors = errorResponses(400, 401, 403, 404, 409, 467, 502);
const widgetErrors = errorResponses(400, 401, 403, 404);
// Spec §6: the Refill Requests widget needs Inventory at User, nothing more. None of its three calls answers
// patient data (decision 067), so none is PHI; the fulfilment page a created refill opens is.
const widget = { access: { module: Module.Inventory, minRole: Role.User } };
// Inventory Technician+, PHI (multi-factor session and inactivity timeout): the fulfilment pages' rule.
const staff = { access: routeById('fulfillmentList').access };

/** Refills: the dashboard widget's calls and the fulfilment pages' (issue 15; decision 058). */
export const refillRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; qs1?: Qs1Adapter }> = async (
  app,
  { db, config, qs1 = qs1FromConfig(config, db) },
) => {
  app.get(
    `/${paths.recentRefills}/:facilityId`,
    {
      config: widget,
      schema: {
        tags,
        params: recentRefillsParamsSchema,
        querystring: recentRefillsQuerySchema,
        response: { 200: recentRefillsResponseSchema, ...widgetErrors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      assertFacility(await refillScope(db, auth), request.params.facilityId);
      const { rows, last } = await recentRefills(db, request.params.facilityId, request.query.page);
      return succeeded({ value: last, model: rows });
    },
  );
  app.get(
    `/${paths.getRxData}`,
    {
      config: widget,
      schema: { tags, querystring: rxDataQuerySchema, response: { 200: rxDataSchema, ...widgetErrors } },
    },
    (request) => getRxData(db, qs1, signedInAuth(request), request.query),
  );
  app.post(
    `/${paths.validateAndSaveRxData}`,
    {
      config: widget,
      schema: {
        tags,
        querystring: validateAndSaveQuerySchema,
        body: validateAndSaveBodySchema,
        response: { 200: validateAndSaveResultSchema, ...widgetErrors },
      },
    },
    (request) => validateAndSaveRxData(db, qs1, signedInAuth(request), request.query, request.body),
  );

  app.get(
    `/${paths.filterOptions}`,
    { config: staff, schema: { tags, response: { 200: refillFilterOptionsResponseSchema, ...errors } } },
    async (request) =>
      succeeded({ value: await refillFilterOptions(db, await refillScope(db, signedInAuth(request))) }),
  );
  app.get(
    `/${paths.list}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: refillListQuerySchema,
        response: { 200: refillListResponseSchema, ...errors },
      },
    },
    async (request) => listRefillShipments(db, await refillScope(db, signedInAuth(request)), request.query),
  );
  app.get(
    `/${paths.shipment}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: refillShipmentQuerySchema,
        response: { 200: refillShipmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      const scope = await refillScope(db, auth);
      const { shipmentId, inventoryId } = request.query;
      return succeeded({
        value: await getRefillShipment(db, scope, shipmentId, inventoryId, isPharmacist(auth)),
      });
    },
  );

  /** Each command answers the shipment as it is now, with what was done. */
  const command = <B extends { shipmentId: number }>(
    path: string,
    body: ZodType<B>,
    run: (auth: Auth, scope: FacilityScope, body: B) => Promise<CommandNotice>,
  ) =>
    app.post(
      `/${path}`,
      { config: staff, schema: { tags, body, response: { 200: refillCommandResponseSchema, ...errors } } },
      async (request) => {
        const auth = signedInAuth(request);
        const scope = await refillScope(db, auth);
        const notice = await run(auth, scope, request.body as B);
        const value = await getRefillShipment(
          db,
          scope,
          (request.body as B).shipmentId,
          null,
          isPharmacist(auth),
        );
        if (typeof notice === 'string') return succeeded({ value, message: notice });
        return { ...succeeded({ value, message: notice.message }), messageClass: notice.messageClass };
      },
    );
  command(paths.addItem, refillAddItemSchema, (auth, scope, body) =>
    addRefillItem(db, qs1, auth, scope, body),
  );
  command(paths.removeItem, refillRemoveItemSchema, (auth, scope, body) =>
    removeRefillItem(db, auth, scope, body),
  );
  command(paths.moveStep, refillMoveStepSchema, (auth, scope, body) =>
    moveRefillStep(db, config, auth, scope, body),
  );
  command(paths.verifyItem, refillVerifyItemSchema, (auth, scope, body) =>
    verifyRefillItem(db, auth, scope, body),
  );
  command(paths.changeLot, refillChangeLotSchema, (auth, scope, body) =>
    changeRefillLot(db, auth, scope, body),
  );
  app.get(
    `/${paths.lotChoices}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: refillLotChoicesQuerySchema,
        response: { 200: refillLotChoicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await refillScope(db, signedInAuth(request));
      return succeeded({ value: await refillLotChoices(db, scope, request.query) });
    },
  );

  app.post(
    `/${paths.fromHomeDelivery}`,
    {
      config: staff,
      schema: {
        tags,
        body: refillFromHomeDeliverySchema,
        response: { 200: refillFromHomeDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      const value = await createFromHomeDelivery(
        db,
        config,
        qs1,
        auth,
        await refillScope(db, auth),
        request.body,
      );
      return succeeded({ value, message: refillMessages.homeDeliveryCreated(value.shipmentId) });
    },
  );
};
