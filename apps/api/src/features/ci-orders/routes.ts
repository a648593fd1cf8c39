import {
  ciOrderCommandResponseSchema,
  ciOrderIdQuerySchema,
  ciOrderLineDeleteSchema,
  ciOrderLineSaveSchema,
  ciOrderListQuerySchema,
  ciOrderListResponseSchema,
  ciOrderMessages,
  ciOrderOptionsSchema,
  ciOrderResponseSchema,
  ciOrderSaveSchema,
  ciShortOverCodeRequestSchema,
  ciShortOverCodeResponseSchema,
  ciShortOverQuerySchema,
  ciShortOverResponseSchema,
  ciOrderPaths as paths,
} from '@homer/contracts/ci-orders';
import { errorBodySchema } from '@homer/contracts/envelope';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { getCiOrder } from './detail.ts';
import { listCiOrders } from './list.ts';
import { ciOrderOptions } from './options.ts';
import { deleteCiOrderLine, saveCiOrder, saveCiOrderLine } from './save.ts';
import { facilityScope } from './scope.ts';
import { shortOverLines } from './short-over.ts';
import { signShortOverCode } from './short-over-code.ts';

const tags = ['CI orders'];
const errors = errorResponses(400, 401, 403, 404, 409);
// CI User+, the pages' own rule (routes ciOrderList / ciOrderEdit).
const staff = { access: routeById('ciOrderList').access };
// Opened by a code in a new window: limited like any public lookup.
const publicLookup = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** CI orders, their invoice lines and the printable shortage/overage report (issue 15, decision 061). */
export const ciOrderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const caller = async (request: { auth: Auth | null }) => {
    const auth = signedInAuth(request);
    return { userId: auth.user.id, scope: await facilityScope(db, auth) };
  };

  app.get(
    `/${paths.list}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: ciOrderListQuerySchema,
        response: { 200: ciOrderListResponseSchema, ...errors },
      },
    },
    async (request) => listCiOrders(db, (await caller(request)).scope, request.query),
  );
  app.get(
    `/${paths.options}`,
    { config: staff, schema: { tags, response: { 200: ciOrderOptionsSchema, ...errors } } },
    async (request) => ciOrderOptions(db, (await caller(request)).scope),
  );
  app.get(
    `/${paths.order}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: ciOrderIdQuerySchema,
        response: { 200: ciOrderResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await getCiOrder(db, (await caller(request)).scope, request.query.id) }),
  );
  app.post(
    `/${paths.saveOrder}`,
    {
      config: staff,
      schema: { tags, body: ciOrderSaveSchema, response: { 200: ciOrderCommandResponseSchema, ...errors } },
    },
    async (request) => {
      const { userId, scope } = await caller(request);
      const value = await saveCiOrder(db, scope, userId, request.body);
      return succeeded({ value, message: ciOrderMessages.saved });
    },
  );
  app.post(
    `/${paths.saveLine}`,
    {
      config: staff,
      schema: {
        tags,
        body: ciOrderLineSaveSchema,
        response: { 200: ciOrderCommandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, scope } = await caller(request);
      const value = await saveCiOrderLine(db, scope, userId, request.body);
      return succeeded({ value, message: ciOrderMessages.lineSaved });
    },
  );
  app.post(
    `/${paths.deleteLine}`,
    {
      config: staff,
      schema: {
        tags,
        body: ciOrderLineDeleteSchema,
        response: { 200: ciOrderCommandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, scope } = await caller(request);
      const value = await deleteCiOrderLine(db, scope, userId, request.body.id);
      return succeeded({ value, message: ciOrderMessages.lineDeleted });
    },
  );
  app.post(
    `/${paths.shortOverCode}`,
    {
      config: staff,
      schema: {
        tags,
        body: ciShortOverCodeRequestSchema,
        response: { 200: ciShortOverCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { scope } = await caller(request);
      const order = await getCiOrder(db, scope, request.body.orderId);
      return succeeded({ value: signShortOverCode(config.jwtSecret, order.id) });
    },
  );
  app.get(
    `/${paths.shortOverPrintable}`,
    {
      config: publicLookup,
      schema: {
        tags,
        querystring: ciShortOverQuerySchema,
        response: { 200: ciShortOverResponseSchema, 400: errorBodySchema, 410: errorBodySchema },
      },
    },
    (request) => shortOverLines(db, config.jwtSecret, request.query.code),
  );
};
