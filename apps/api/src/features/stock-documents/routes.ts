import { pagedSchema } from '@homer/contracts/envelope';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import {
  stockDocumentPaths as paths,
  stockDocumentListQuerySchema,
  stockDocumentMessages,
  stockDocumentResponseSchema,
  stockDocumentRowSchema,
} from '@homer/contracts/stock-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { findStockDocument } from './find-document.ts';
import { listStockDocuments } from './list-documents.ts';

const tags = ['Stock'];
const errors = errorResponses(400, 401, 403, 404);

/** The ledger's journal (decision 105): Inventory Users read every posted document and its lines. */
export const stockDocumentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${paths.list}`,
    {
      config: { access: routeById('stockDocumentList').access },
      schema: {
        tags,
        querystring: stockDocumentListQuerySchema,
        response: { 200: pagedSchema(stockDocumentRowSchema), ...errors },
      },
    },
    (request) => listStockDocuments(db, request.query),
  );

  app.get(
    `/${paths.document}`,
    {
      config: { access: routeById('stockDocument').access },
      schema: { tags, querystring: idQuerySchema, response: { 200: stockDocumentResponseSchema, ...errors } },
    },
    async (request) => {
      const document = await findStockDocument(db, request.query.id);
      if (!document) throw new HttpError(404, stockDocumentMessages.notFound);
      return succeeded({ value: document });
    },
  );
};
