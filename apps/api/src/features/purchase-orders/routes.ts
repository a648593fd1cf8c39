import { baAdmin } from '@homer/contracts/access';
import {
  featureFlagsSchema,
  poDeleteResponseSchema,
  poFormSchema,
  poListQuerySchema,
  poSaveResponseSchema,
  purchaseOrderMessages,
  purchaseOrderSchema,
} from '@homer/contracts/ba-purchase-orders';
import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { optionSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema, queryId } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { answerAreas } from '../../platform/answer-cache/areas.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { HttpError } from '../../plugins/errors.ts';
import { purchaseOrdersExport } from './export.ts';
import { simulatePurchaseOrders } from './power-mode.ts';
import { powerModeEnabled } from './power-mode-enabled.ts';
import { budgetPoOptions, findBudgetLevels, getPurchaseOrder, listPurchaseOrders } from './queries.ts';
import { deletePurchaseOrder, savePurchaseOrder } from './service.ts';

const budgetIdQuery = z.object({ budgetId: queryId(purchaseOrderMessages.budgetRequired) });
const tags = ['B&A purchase orders'];

/** Budget POs (spec document 3 §2, §7): list, export, edit, delete and the PO options of a budget. */
export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // The Budget POs screen's own rule: B&A module, manager minimum (route table budgetPos; poEdit is the same).
  const manager = { access: routeById('budgetPos').access };
  const actor = (userId: number | undefined) => ({ userId: userId ?? null });

  app.get(
    '/api/BA/GetPoList',
    {
      config: manager,
      schema: { tags, querystring: poListQuerySchema, response: { 200: z.array(purchaseOrderSchema) } },
    },
    async (request) => {
      const q = request.query;
      const rows = await listPurchaseOrders(db, { budgetId: q.budgetId, isActive: q.isActive, poId: q.poId });
      // Test figures only when the server allows power mode; otherwise the test inputs are ignored.
      if (!q.useTestData || !powerModeEnabled(config)) return rows;
      const levels = await findBudgetLevels(db, q.budgetId);
      if (!levels) return rows;
      return simulatePurchaseOrders(rows, levels, q);
    },
  );

  app.get(
    '/api/BA/GetPoListExcel',
    {
      config: manager,
      schema: { tags, querystring: poListQuerySchema, response: { 200: exportLinkResponseSchema } },
    },
    async (request) => {
      const { budgetId, isActive, poId } = request.query;
      return exportLink(config, request.auth, purchaseOrdersExport, { budgetId, isActive, poId });
    },
  );

  app.get(
    '/api/BA/GetPo',
    { config: manager, schema: { tags, querystring: idQuerySchema, response: { 200: purchaseOrderSchema } } },
    async (request) => {
      const po = await getPurchaseOrder(db, request.query.id);
      if (!po) throw new HttpError(404, purchaseOrderMessages.notFound);
      return po;
    },
  );

  app.post(
    '/api/BA/SavePo',
    {
      config: { ...manager, changesAnswers: [answerAreas.budgets] },
      schema: { tags, body: poFormSchema, response: { 200: poSaveResponseSchema } },
    },
    async (request) => savePurchaseOrder(db, config, actor(request.auth?.user.id), request.body),
  );

  app.post(
    '/api/BA/PurchaseOrder/DeletePO/:id',
    {
      // Spec §6: B&A module at SystemAdmin. The spec leaves the method open; a delete is never a GET (decision 005).
      config: { access: baAdmin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, params: idQuerySchema, response: { 200: poDeleteResponseSchema } },
    },
    async (request) => deletePurchaseOrder(db, config, actor(request.auth?.user.id), request.params.id),
  );

  app.get(
    '/api/BA/GetBudgetPos',
    {
      config: manager,
      schema: { tags, querystring: budgetIdQuery, response: { 200: z.array(optionSchema) } },
    },
    async (request) => budgetPoOptions(db, request.query.budgetId),
  );

  app.get(
    '/api/BA/GetPoAuditHistory',
    {
      config: manager,
      schema: { tags, querystring: idQuerySchema, response: { 200: entityAuditListSchema } },
    },
    async (request) => entityAuditHistory(db, 'purchase_orders', request.query.id),
  );

  app.get(
    '/api/BA/GetFeatureFlags',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: featureFlagsSchema } } },
    async () => ({ powerMode: powerModeEnabled(config) }),
  );
};
