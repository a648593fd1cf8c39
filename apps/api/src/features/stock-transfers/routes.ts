import { pagedSchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  stockTransferPaths as paths,
  stockSiteLotQuerySchema,
  stockSiteLotSchema,
  stockTransferFormSchema,
  stockTransferIdSchema,
  stockTransferListQuerySchema,
  stockTransferMessages,
  stockTransferReceiveSchema,
  stockTransferResponseSchema,
  stockTransferRowSchema,
} from '@homer/contracts/stock-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { findStockTransfer, listStockTransfers, stockSiteLots } from './queries.ts';
import {
  cancelStockTransfer,
  dispatchStockTransfer,
  receiveStockTransfer,
  saveStockTransfer,
} from './service.ts';

const tags = ['Stock Transfers'];
const errors = errorResponses(400, 401, 403, 404);

/** Transfers between sites (decision 101): Inventory Users read them, Inventory Technicians move the stock. */
export const stockTransferRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const reader = { access: routeById('stockTransferList').access };
  // Moving stock is a Technician's work, as receiving it is.
  const mover = { access: routeById('stockReceive').access };
  const rules = { backdateDays: config.stockBackdateDays };
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });
  const command = { 200: stockTransferResponseSchema, ...errors };

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockTransferListQuerySchema,
        response: { 200: pagedSchema(stockTransferRowSchema), ...errors },
      },
    },
    (request) => listStockTransfers(db, request.query),
  );
  app.get(
    `/${paths.transfer}`,
    { config: reader, schema: { tags, querystring: idQuerySchema, response: command } },
    async (request) => {
      const model = await findStockTransfer(db, request.query.id);
      if (!model) throw new HttpError(404, stockTransferMessages.notFound);
      return succeeded({ model });
    },
  );
  app.get(
    `/${paths.lots}`,
    {
      config: mover,
      schema: {
        tags,
        querystring: stockSiteLotQuerySchema,
        response: { 200: z.array(stockSiteLotSchema), ...errors },
      },
    },
    (request) => stockSiteLots(db, request.query.siteId, request.query.search),
  );
  app.post(
    `/${paths.save}`,
    { config: mover, schema: { tags, body: stockTransferFormSchema, response: command } },
    (request) => saveStockTransfer(db, actor(request), request.body),
  );
  app.post(
    `/${paths.dispatch}`,
    { config: mover, schema: { tags, body: stockTransferIdSchema, response: command } },
    (request) => dispatchStockTransfer(db, actor(request), request.body.id, rules),
  );
  app.post(
    `/${paths.receive}`,
    { config: mover, schema: { tags, body: stockTransferReceiveSchema, response: command } },
    (request) => receiveStockTransfer(db, actor(request), request.body, rules),
  );
  app.post(
    `/${paths.cancel}`,
    { config: mover, schema: { tags, body: stockTransferIdSchema, response: command } },
    (request) => cancelStockTransfer(db, actor(request), request.body.id),
  );
};
