import { Module } from '@homer/contracts/access';
import {
  ciOrderAccess as access,
  ciInvoiceQuerySchema,
  ciOrderCancelSchema,
  ciOrderCodeRequestSchema,
  ciOrderCodeResponseSchema,
  ciOrderCommandSchema,
  ciOrderCountyReceiptSchema,
  ciOrderDraftSaveSchema,
  ciOrderIdQuerySchema,
  ciOrderListQuerySchema,
  ciOrderListResponseSchema,
  ciOrderOptionsSchema,
  ciOrderPurchaseSaveSchema,
  ciOrderReceiveSchema,
  ciOrderResponseSchema,
  ciOrderReturnSchema,
  ciOrderShipSchema,
  ciShortOverQuerySchema,
  ciShortOverResponseSchema,
  ciOrderMessages as m,
  ciOrderPaths as paths,
} from '@homer/contracts/ci-orders';
import { errorBodySchema } from '@homer/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilityScope } from '../../platform/auth/facility-scope.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { confirmCountyReceipt } from './county-receipt.ts';
import { getCiOrder } from './detail.ts';
import { invoicePdfByCode } from './invoice.ts';
import { listCiOrders } from './list.ts';
import { ciOrderOptions } from './options.ts';
import { signOrderCode } from './order-code.ts';
import { savePurchase } from './purchase.ts';
import { receiveForOrder } from './receive.ts';
import { returnToSupplier } from './return-stock.ts';
import { saveDraft } from './save-draft.ts';
import { type OrderCaller, orderCaller } from './scope.ts';
import { shipOrder } from './ship.ts';
import { shortOverLines } from './short-over.ts';
import { approveOrder, cancelOrder, closeOrder, submitOrder } from './transitions.ts';

const tags = ['CI orders'];
const errors = errorResponses(400, 401, 403, 404, 409);
const command = { 200: ciOrderResponseSchema, ...errors };
/** Every step checks its own side and role (scope.ts requireAction); the route lets any CI User ask. */
const reader = { access: access.reader };
// Opened by a code in a new window: limited like any public lookup.
const publicLookup = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
/** Stock dates are days in UTC, as the ledger's (decision 098). */
const today = () => new Date().toISOString().slice(0, 10);

/** County orders (issue 30, decision 107), their printable short/over report and the county's invoice. */
export const ciOrderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const callerOf = async (request: { auth: Auth | null }): Promise<OrderCaller> => {
    const auth = signedInAuth(request);
    return orderCaller(auth, await facilityScope(db, auth.user, Module.CI));
  };
  const rules = () => ({ backdateDays: config.stockBackdateDays });
  /** Every command answers with the order as it now is, so the page redraws from one source. */
  const commandRoute = <B extends { id: number } | { orderId: number }>(
    path: string,
    body: ZodType<B>,
    message: string,
    run: (caller: OrderCaller, input: B) => Promise<unknown>,
  ) =>
    app.post(`/${path}`, { config: reader, schema: { tags, body, response: command } }, async (request) => {
      const caller = await callerOf(request);
      const input = request.body as B;
      const orderId = 'orderId' in input ? input.orderId : input.id;
      await run(caller, input);
      return succeeded({ value: await getCiOrder(db, caller, orderId), message });
    });

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: ciOrderListQuerySchema,
        response: { 200: ciOrderListResponseSchema, ...errors },
      },
    },
    async (request) => listCiOrders(db, (await callerOf(request)).scope, request.query),
  );
  app.get(
    `/${paths.options}`,
    { config: reader, schema: { tags, response: { 200: ciOrderOptionsSchema, ...errors } } },
    async (request) => ciOrderOptions(db, await callerOf(request)),
  );
  app.get(
    `/${paths.order}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: ciOrderIdQuerySchema,
        response: { 200: ciOrderResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getCiOrder(db, await callerOf(request), request.query.id) }),
  );
  app.post(
    `/${paths.saveDraft}`,
    { config: reader, schema: { tags, body: ciOrderDraftSaveSchema, response: command } },
    async (request) => {
      const caller = await callerOf(request);
      const id = await saveDraft(db, caller, request.body);
      return succeeded({ value: await getCiOrder(db, caller, id), message: m.saved });
    },
  );
  commandRoute(paths.submit, ciOrderCommandSchema, m.submitted, (c, b) => submitOrder(db, c, b.id));
  commandRoute(paths.approve, ciOrderCommandSchema, m.approved, (c, b) => approveOrder(db, c, b.id));
  commandRoute(paths.cancel, ciOrderCancelSchema, m.cancelled, (c, b) => cancelOrder(db, c, b.id, b.reason));
  commandRoute(paths.close, ciOrderCommandSchema, m.closed, (c, b) => closeOrder(db, c, b.id));
  commandRoute(paths.savePurchase, ciOrderPurchaseSaveSchema, m.purchaseSaved, (c, b) =>
    savePurchase(db, c, b),
  );
  commandRoute(paths.receive, ciOrderReceiveSchema, m.received, (c, b) => receiveForOrder(db, c, b, rules()));
  commandRoute(paths.returnStock, ciOrderReturnSchema, m.returned, (c, b) =>
    returnToSupplier(db, c, b, rules()),
  );
  commandRoute(paths.ship, ciOrderShipSchema, m.shipped, (c, b) => shipOrder(db, c, b, rules(), today()));
  commandRoute(paths.countyReceipt, ciOrderCountyReceiptSchema, m.receiptConfirmed, (c, b) =>
    confirmCountyReceipt(db, c, b),
  );

  for (const [path, purpose] of [
    [paths.shortOverCode, 'shortOver'],
    [paths.invoiceCode, 'invoice'],
  ] as const)
    app.post(
      `/${path}`,
      {
        config: reader,
        schema: {
          tags,
          body: ciOrderCodeRequestSchema,
          response: { 200: ciOrderCodeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const order = await getCiOrder(db, await callerOf(request), request.body.orderId);
        if (purpose === 'invoice' && !order.actions.invoice) throw new HttpError(409, m.invoiceNotShipped);
        return succeeded({ value: signOrderCode(config.jwtSecret, purpose, order.id) });
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
  app.get(
    `/${paths.invoicePdf}`,
    // The answer is the PDF itself: no JSON response schema.
    { config: publicLookup, schema: { tags, querystring: ciInvoiceQuerySchema } },
    async (request, reply) => {
      const pdf = await invoicePdfByCode(db, config.jwtSecret, config.vendor, request.query.code);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="county-invoice.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
