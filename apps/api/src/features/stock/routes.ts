import { optionSchema, pagedSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  stockMessages as m,
  stockPaths as paths,
  stockAccess,
  stockActionResponseSchema,
  stockAdjustSchema,
  stockExportQuerySchema,
  stockLedgerPageSchema,
  stockLedgerQuerySchema,
  stockListQuerySchema,
  stockLotResponseSchema,
  stockLotRowSchema,
  stockLotsQuerySchema,
  stockReasonOptionSchema,
  stockReverseSchema,
  stockRowSchema,
  stockStatusChangeSchema,
} from '@homer/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { stockExport } from './export.ts';
import { listRowLots, listStock } from './list-queries.ts';
import { adjustLot, reverseDocument, setLotStatus } from './lot-actions.ts';
import { adjustmentReasons, findStockLot, ledgerPage, stockSiteOptions } from './lot-queries.ts';

const tags = ['Stock'];
const errors = errorResponses(400, 401, 403, 404);

/** The stock screens (issue 29, decision 100): Inventory Users read, Technicians adjust, Pharmacists hold and reverse. */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const reader = { access: routeById('stockList').access };
  const lotReader = { access: routeById('stockLot').access };
  const adjuster = { access: stockAccess.adjust };
  const supervisor = { access: stockAccess.supervise };
  const rules = () => ({ backdateDays: config.stockBackdateDays });
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockListQuerySchema,
        response: { 200: pagedSchema(stockRowSchema), ...errors },
      },
    },
    (request) => listStock(db, request.query),
  );

  app.get(
    `/${paths.exportLink}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockExportQuerySchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    (request) => {
      const { siteId, search, status, expiring } = request.query;
      return exportLink(config, request.auth, stockExport, {
        siteId,
        search: search?.trim() || undefined,
        status,
        expiring,
      });
    },
  );

  app.get(
    `/${paths.lots}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockLotsQuerySchema,
        response: { 200: z.array(stockLotRowSchema), ...errors },
      },
    },
    (request) => listRowLots(db, request.query),
  );

  app.get(
    `/${paths.sites}`,
    { config: reader, schema: { tags, response: { 200: z.array(optionSchema), ...errors } } },
    () => stockSiteOptions(db),
  );

  app.get(
    `/${paths.lot}`,
    {
      config: lotReader,
      schema: { tags, querystring: idQuerySchema, response: { 200: stockLotResponseSchema, ...errors } },
    },
    async (request) => {
      const lot = await findStockLot(db, request.query.id);
      if (!lot) throw new HttpError(404, m.lotNotFound);
      return succeeded({ value: lot });
    },
  );

  app.get(
    `/${paths.ledger}`,
    {
      config: lotReader,
      schema: {
        tags,
        querystring: stockLedgerQuerySchema,
        response: { 200: stockLedgerPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await ledgerPage(db, request.query);
      if (!page) throw new HttpError(404, m.lotNotFound);
      return page;
    },
  );

  app.get(
    `/${paths.reasons}`,
    { config: adjuster, schema: { tags, response: { 200: z.array(stockReasonOptionSchema), ...errors } } },
    () => adjustmentReasons(db),
  );

  app.post(
    `/${paths.adjust}`,
    {
      config: adjuster,
      schema: { tags, body: stockAdjustSchema, response: { 200: stockActionResponseSchema, ...errors } },
    },
    async (request) => {
      const documentId = await adjustLot(db, actor(request), request.body, rules());
      return succeeded({ value: documentId, message: m.adjusted });
    },
  );

  app.post(
    `/${paths.setStatus}`,
    {
      config: supervisor,
      schema: {
        tags,
        body: stockStatusChangeSchema,
        response: { 200: stockActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const message = await setLotStatus(db, actor(request), request.body);
      return succeeded({ value: request.body.lotId, message });
    },
  );

  app.post(
    `/${paths.reverse}`,
    {
      config: supervisor,
      schema: { tags, body: stockReverseSchema, response: { 200: stockActionResponseSchema, ...errors } },
    },
    async (request) => {
      const documentId = await reverseDocument(db, actor(request), request.body, rules());
      return succeeded({ value: documentId, message: m.reversed });
    },
  );
};
