import { baManager } from '@homer/contracts/access';
import {
  budgetFormSchema,
  budgetListQuerySchema,
  budgetMessages,
  budgetSaveResponseSchema,
  budgetSchema,
} from '@homer/contracts/ba-budgets';
import { type EntityAuditRow, entityAuditListSchema } from '@homer/contracts/entity-audit';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { answerAreas } from '../../platform/answer-cache/areas.ts';
import { cachedAnswer } from '../../platform/answer-cache/send-answer.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { HttpError } from '../../plugins/errors.ts';
import { budgetsExport } from './export.ts';
import { budgetListKey, getBudget, listBudgets } from './queries.ts';
import { saveBudget } from './service.ts';

const tags = ['B&A budgets'];

export const budgetRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // Reading budgets is the Budget Tracking screen's own rule (B&A User).
  const reader = { access: routeById('budgetList').access };

  app.get(
    '/api/BA/GetBudgetList',
    {
      config: reader,
      schema: { tags, querystring: budgetListQuerySchema, response: { 200: z.array(budgetSchema) } },
    },
    // The same for every reader with the same filters (no per-user or per-facility rows): a finished answer is
    // kept until the database announces a change to what it reads (decision 080).
    async (request, reply) =>
      cachedAnswer(
        app.answerCache,
        { request, reply },
        { area: answerAreas.budgets, key: budgetListKey(request.query) },
        () => listBudgets(db, request.query),
      ),
  );

  app.get(
    '/api/BA/GetBudgetListExcel',
    {
      config: reader,
      schema: { tags, querystring: budgetListQuerySchema, response: { 200: exportLinkResponseSchema } },
    },
    async (request) =>
      exportLink(config, request.auth, budgetsExport, {
        isActive: request.query.isActive,
        fiscalYearId: request.query.fiscalYearId,
      }),
  );

  app.get(
    '/api/BA/GetBudget',
    { config: reader, schema: { tags, querystring: idQuerySchema, response: { 200: budgetSchema } } },
    async (request) => {
      const budget = await getBudget(db, request.query.id);
      if (!budget) throw new HttpError(404, budgetMessages.notFound);
      return budget;
    },
  );

  app.put(
    '/api/BA/SaveBudget',
    {
      // B&A managers edit budgets; creating one (budgetId 0) is further limited to the B&A admin in the service.
      config: { access: baManager, changesAnswers: [answerAreas.budgets] },
      schema: { tags, body: budgetFormSchema, response: { 200: budgetSaveResponseSchema } },
    },
    async (request) => {
      const user = request.auth?.user;
      return saveBudget(db, config, { userId: user?.id ?? null }, user?.access ?? [], request.body);
    },
  );

  app.get(
    '/api/BA/GetBudgetAuditHistory',
    {
      config: reader,
      schema: { tags, querystring: idQuerySchema, response: { 200: entityAuditListSchema } },
    },
    async (request) => {
      // Fund rows are audited under their budget's id (trigger budget_funds_audit), so both tables make the history.
      const [own, funds] = await Promise.all([
        entityAuditHistory(db, 'budgets', request.query.id),
        entityAuditHistory(db, 'budget_funds', request.query.id),
      ]);
      return [...own, ...funds.map(fundField)].sort(newestFirst);
    },
  );
};

const fundField = (row: EntityAuditRow): EntityAuditRow => ({
  ...row,
  field: row.field.startsWith('Fund ') ? row.field : `Fund ${row.field}`,
});
const newestFirst = (a: EntityAuditRow, b: EntityAuditRow) =>
  b.dateChanged.localeCompare(a.dateChanged) || b.id - a.id;
