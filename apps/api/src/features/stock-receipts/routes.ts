import { optionSchema } from '@homer/contracts/envelope';
import { text } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  stockReceiptPaths as paths,
  stockLineCheckResponseSchema,
  stockLineCheckSchema,
  stockReceiptFormSchema,
  stockReceiptResponseSchema,
} from '@homer/contracts/stock-receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { purchaseOrderOptions, stockSiteOptions } from './options.ts';
import { checkReceiptLine, receiveDelivery } from './service.ts';

const tags = ['Stock Receipts'];
const errors = errorResponses(400, 401, 403, 404);

/** Receiving stock (decision 101): Inventory Technicians receive; any Inventory User may list the sites. */
export const stockReceiptRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const receiver = { access: routeById('stockReceive').access };
  const reader = { access: routeById('stockTransferList').access };
  const rules = { backdateDays: config.stockBackdateDays };
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });

  app.get(
    `/${paths.sites}`,
    { config: reader, schema: { tags, response: { 200: z.array(optionSchema), ...errors } } },
    () => stockSiteOptions(db),
  );
  app.get(
    `/${paths.purchaseOrders}`,
    {
      config: receiver,
      schema: {
        tags,
        querystring: z.object({ search: text({ max: 30, label: 'Search' }).default('') }),
        response: { 200: z.array(optionSchema), ...errors },
      },
    },
    (request) => purchaseOrderOptions(db, request.query.search),
  );
  app.post(
    `/${paths.checkLine}`,
    {
      config: receiver,
      schema: {
        tags,
        body: stockLineCheckSchema,
        response: { 200: stockLineCheckResponseSchema, ...errors },
      },
    },
    (request) => checkReceiptLine(db, request.body),
  );
  app.post(
    `/${paths.receive}`,
    {
      config: receiver,
      schema: {
        tags,
        body: stockReceiptFormSchema,
        response: { 200: stockReceiptResponseSchema, ...errors },
      },
    },
    (request) => receiveDelivery(db, actor(request), request.body, rules),
  );
};
