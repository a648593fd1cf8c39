import { pagedSchema } from '@homer/contracts/envelope';
import { routeById } from '@homer/contracts/routes';
import {
  stockReasonPaths as paths,
  stockReasonAddSchema,
  stockReasonListQuerySchema,
  stockReasonRenameSchema,
  stockReasonResponseSchema,
  stockReasonRowSchema,
  stockReasonSetActiveSchema,
} from '@homer/contracts/stock-reasons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { listStockReasons } from './queries.ts';
import { addStockReason, renameStockReason, setStockReasonActive } from './service.ts';

const tags = ['Stock Reasons'];
const errors = errorResponses(400, 401, 403, 404);

/** Stock reasons admin (decision 101): Inventory SystemAdmins only. */
export const stockReasonRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: routeById('stockReasonList').access };
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });
  const command = { 200: stockReasonResponseSchema, ...errors };

  app.get(
    `/${paths.list}`,
    {
      config,
      schema: {
        tags,
        querystring: stockReasonListQuerySchema,
        response: { 200: pagedSchema(stockReasonRowSchema), ...errors },
      },
    },
    (request) => listStockReasons(db, request.query),
  );
  app.post(
    `/${paths.add}`,
    { config, schema: { tags, body: stockReasonAddSchema, response: command } },
    (request) => addStockReason(db, actor(request), request.body),
  );
  app.post(
    `/${paths.rename}`,
    { config, schema: { tags, body: stockReasonRenameSchema, response: command } },
    (request) => renameStockReason(db, actor(request), request.body),
  );
  app.post(
    `/${paths.setActive}`,
    { config, schema: { tags, body: stockReasonSetActiveSchema, response: command } },
    (request) => setStockReasonActive(db, actor(request), request.body),
  );
};
