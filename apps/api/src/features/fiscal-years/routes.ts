import { baAdmin, Module, Role } from '@homer/contracts/access';
import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  fiscalYearActivateResponseSchema,
  fiscalYearFormSchema,
  fiscalYearMessages,
  fiscalYearOptionSchema,
  fiscalYearSaveResponseSchema,
  fiscalYearSchema,
} from '@homer/contracts/fiscal-years';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { answerAreas } from '../../platform/answer-cache/areas.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { HttpError } from '../../plugins/errors.ts';
import { fiscalYearListQuerySchema, fiscalYearsExport } from './export.ts';
import { findFiscalYear, fiscalYearOptions, listFiscalYears, toFiscalYear } from './queries.ts';
import { saveFiscalYear, toggleFiscalYearActive } from './service.ts';

const tags = ['B&A fiscal years'];

export const fiscalYearRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const admin = { access: baAdmin };
  const actor = (userId: number | undefined) => ({ userId: userId ?? null });

  app.get(
    '/api/BA/GetFiscalYearList',
    {
      config: admin,
      schema: { tags, querystring: fiscalYearListQuerySchema, response: { 200: z.array(fiscalYearSchema) } },
    },
    async (request) => listFiscalYears(db, request.query.isActive),
  );

  app.get(
    '/api/BA/GetFiscalYear',
    { config: admin, schema: { tags, querystring: idQuerySchema, response: { 200: fiscalYearSchema } } },
    async (request) => {
      const row = await findFiscalYear(db, request.query.id);
      if (!row) throw new HttpError(404, fiscalYearMessages.notFound);
      return toFiscalYear(row);
    },
  );

  app.post(
    '/api/BA/SaveFiscalYear',
    {
      config: { ...admin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, body: fiscalYearFormSchema, response: { 200: fiscalYearSaveResponseSchema } },
    },
    async (request) => saveFiscalYear(db, actor(request.auth?.user.id), request.body),
  );

  app.post(
    '/api/BA/ActivateDeactivateFiscalYear',
    {
      config: { ...admin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, querystring: idQuerySchema, response: { 200: fiscalYearActivateResponseSchema } },
    },
    async (request) => toggleFiscalYearActive(db, actor(request.auth?.user.id), request.query.id),
  );

  app.get(
    '/api/BA/GetFiscalYearListExcel',
    {
      config: admin,
      schema: { tags, querystring: fiscalYearListQuerySchema, response: { 200: exportLinkResponseSchema } },
    },
    async (request) =>
      exportLink(config, request.auth, fiscalYearsExport, { isActive: request.query.isActive }),
  );

  app.get(
    '/api/BA/GetFiscalYearAuditHistory',
    { config: admin, schema: { tags, querystring: idQuerySchema, response: { 200: entityAuditListSchema } } },
    async (request) => entityAuditHistory(db, 'fiscal_years', request.query.id),
  );

  app.get(
    '/api/Select/BA_FiscalYears',
    {
      // The budget list's fiscal-year filter needs these at the budget list's own level.
      config: { access: { module: Module.BA, minRole: Role.User } },
      schema: { tags, response: { 200: z.array(fiscalYearOptionSchema) } },
    },
    async () => fiscalYearOptions(db),
  );
};
