import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import {
  fdaRecallMessages,
  ndcProductIdQuerySchema,
  ndcProductListQuerySchema,
  ndcProductListResponseSchema,
  ndcProductResponseSchema,
  ndcProductSaveSchema,
  fdaRecallPaths as paths,
  recallListQuerySchema,
  recallListResponseSchema,
  recallRecipientsResponseSchema,
  recallWidgetQuerySchema,
  recallWidgetResponseSchema,
} from '@homer/contracts/fda-recalls';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { findRecallRecipients } from '../../platform/recalls/recall-recipients.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { getNdcProduct, listNdcProducts, saveNdcProduct } from './formulary.ts';
import { listRecalls } from './recall-list.ts';
import { fdaRecallUploadRoutes } from './upload-routes.ts';
import { recallWidgetList } from './widget.ts';

const tags = ['FDA Recalls'];
const errors = errorResponses(400, 401, 403, 404, 409);
// NDC at User: the widget (spec §6), the recalls page and the formulary list; NDC SystemAdmin edits.
const ndcUser = { access: routeById('fdaRecallList').access };
const formularyReader = { access: routeById('ndcFormularyList').access };
const ndcAdmin = { access: routeById('ndcFormularyEdit').access };

/** The NDC formulary and FDA recalls (issue 15; decision 059). */
export const fdaRecallRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `/${paths.widget}`,
    {
      config: ndcUser,
      schema: {
        tags,
        querystring: recallWidgetQuerySchema,
        response: { 200: recallWidgetResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await recallWidgetList(db, request.query) }),
  );
  app.get(
    `/${paths.recallList}`,
    {
      config: ndcUser,
      schema: {
        tags,
        querystring: recallListQuerySchema,
        response: { 200: recallListResponseSchema, ...errors },
      },
    },
    (request) => listRecalls(db, request.query),
  );
  app.get(
    `/${paths.recallRecipients}`,
    {
      // The people who see refill shipments see whom a recalled lot reached: patient data, so the PHI rules apply.
      config: { access: routeById('fulfillmentList').access },
      schema: {
        tags,
        querystring: idQuerySchema,
        response: { 200: recallRecipientsResponseSchema, ...errors },
      },
    },
    (request) => findRecallRecipients(db, request.query.id),
  );
  app.get(
    `/${paths.formularyList}`,
    {
      config: formularyReader,
      schema: {
        tags,
        querystring: ndcProductListQuerySchema,
        response: { 200: ndcProductListResponseSchema, ...errors },
      },
    },
    (request) => listNdcProducts(db, request.query),
  );
  app.get(
    `/${paths.formularyGet}`,
    {
      config: ndcAdmin,
      schema: {
        tags,
        querystring: ndcProductIdQuerySchema,
        response: { 200: ndcProductResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getNdcProduct(db, request.query.id) }),
  );
  app.post(
    `/${paths.formularySave}`,
    {
      config: ndcAdmin,
      schema: { tags, body: ndcProductSaveSchema, response: { 200: ndcProductResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = signedInAuth(request);
      const value = await withTx(db, { userId: user.id }, (tx) => saveNdcProduct(tx, request.body));
      return succeeded({ value, message: fdaRecallMessages.saved });
    },
  );
  app.get(
    `/${paths.formularyAudit}`,
    {
      config: ndcAdmin,
      schema: {
        tags,
        querystring: ndcProductIdQuerySchema,
        response: { 200: entityAuditListSchema, ...errors },
      },
    },
    (request) => entityAuditHistory(db, 'ndc_products', request.query.id),
  );
  await app.register(fdaRecallUploadRoutes, { db, config });
};
