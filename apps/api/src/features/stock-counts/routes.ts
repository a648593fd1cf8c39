import { pagedSchema } from '@homer/contracts/envelope';
import { idQuerySchema, queryId } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  stockCountAccess as access,
  stockCountMessages as m,
  stockCountPaths as paths,
  stockCountAddLineSchema,
  stockCountCommandResponseSchema,
  stockCountEntrySchema,
  stockCountIdSchema,
  stockCountListQuerySchema,
  stockCountOptionsSchema,
  stockCountResponseSchema,
  stockCountRowSchema,
  stockCountStartSchema,
} from '@homer/contracts/stock-counts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { addCountLine } from './add-count-line.ts';
import { enterCount } from './enter-count.ts';
import { findStockCount, productOptions, siteOptions } from './find-count.ts';
import { listStockCounts } from './list-counts.ts';
import { startCount } from './start-count.ts';
import { cancelCount, submitCount } from './submit-count.ts';
import { verifyCount } from './verify-count.ts';

const tags = ['Stock Counts'];
const errors = errorResponses(400, 401, 403, 404);
const command = { 200: stockCountCommandResponseSchema, ...errors };

/** Stock counts (issue 29, decision 102): Users read, Technicians count, Pharmacists verify. */
export const stockCountRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const reader = { access: routeById('stockCountList').access };
  const user = (request: Parameters<typeof signedInAuth>[0]) => signedInAuth(request).user.id;
  /** Every command answers with the count as it now is, so the page redraws from one source. */
  const answer = async (countId: number, userId: number, message: string) => {
    const model = await findStockCount(db, countId, userId);
    if (!model) throw new HttpError(404, m.notFound);
    return succeeded({ model, message });
  };

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockCountListQuerySchema,
        response: { 200: pagedSchema(stockCountRowSchema), ...errors },
      },
    },
    (request) => listStockCounts(db, request.query),
  );

  app.get(
    `/${paths.count}`,
    {
      config: reader,
      schema: { tags, querystring: idQuerySchema, response: { 200: stockCountResponseSchema, ...errors } },
    },
    async (request) => {
      const value = await findStockCount(db, request.query.id, user(request));
      if (!value) throw new HttpError(404, m.notFound);
      return succeeded({ value });
    },
  );

  app.get(
    `/${paths.sites}`,
    { config: reader, schema: { tags, response: { 200: stockCountOptionsSchema, ...errors } } },
    () => siteOptions(db),
  );

  app.get(
    `/${paths.products}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: z.object({ siteId: queryId() }),
        response: { 200: stockCountOptionsSchema, ...errors },
      },
    },
    (request) => productOptions(db, request.query.siteId),
  );

  app.post(
    `/${paths.start}`,
    { config: { access: access.counter }, schema: { tags, body: stockCountStartSchema, response: command } },
    async (request) => {
      const id = await startCount(db, { userId: user(request) }, request.body);
      return answer(id, user(request), m.started);
    },
  );

  app.post(
    `/${paths.enter}`,
    { config: { access: access.counter }, schema: { tags, body: stockCountEntrySchema, response: command } },
    async (request) => {
      await enterCount(db, { userId: user(request) }, request.body);
      return answer(request.body.countId, user(request), m.counted);
    },
  );

  app.post(
    `/${paths.addLine}`,
    {
      config: { access: access.counter },
      schema: { tags, body: stockCountAddLineSchema, response: command },
    },
    async (request) => {
      await addCountLine(db, { userId: user(request) }, request.body);
      return answer(request.body.countId, user(request), m.lineAdded);
    },
  );

  app.post(
    `/${paths.submit}`,
    { config: { access: access.counter }, schema: { tags, body: stockCountIdSchema, response: command } },
    async (request) => {
      const message = await submitCount(db, { userId: user(request) }, request.body.countId);
      return answer(request.body.countId, user(request), message);
    },
  );

  app.post(
    `/${paths.verify}`,
    { config: { access: access.verifier }, schema: { tags, body: stockCountIdSchema, response: command } },
    async (request) => {
      const userId = user(request);
      const rules = { backdateDays: config.stockBackdateDays };
      const message = await verifyCount(db, { userId }, request.body.countId, rules);
      return answer(request.body.countId, userId, message);
    },
  );

  app.post(
    `/${paths.cancel}`,
    { config: { access: access.counter }, schema: { tags, body: stockCountIdSchema, response: command } },
    async (request) => {
      await cancelCount(db, { userId: user(request) }, request.body.countId);
      return answer(request.body.countId, user(request), m.cancelled);
    },
  );
};
