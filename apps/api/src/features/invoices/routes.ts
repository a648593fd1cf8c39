import { baManager, Module, Role } from '@homer/contracts/access';
import { invoiceStatuses } from '@homer/contracts/ba';
import {
  invoiceFiltersSchema,
  invoiceFormSchema,
  invoiceListQuerySchema,
  invoiceListRowSchema,
  invoiceMessages,
  invoiceSaveResponseSchema,
  invoiceSchema,
} from '@homer/contracts/ba-invoices';
import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { optionSchema, pagedSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { answerAreas } from '../../platform/answer-cache/areas.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { HttpError } from '../../plugins/errors.ts';
import { invoicesExport } from './export.ts';
import { facilityOptions, filterValues, findInvoice, listInvoices } from './queries.ts';
import { saveInvoice } from './service.ts';

const tags = ['B&A invoices'];

export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // Spec document 3 §6: the invoice list route is "manager minimum" in B&A; creating is checked in the service.
  const manager = { access: baManager };

  app.get(
    '/api/BA/GetBudgetInvoiceList',
    {
      config: manager,
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: pagedSchema(invoiceListRowSchema) },
      },
    },
    async (request) => listInvoices(db, request.query),
  );

  app.get(
    '/api/BA/GetBudgetInvoiceListExcel',
    {
      config: manager,
      schema: { tags, querystring: invoiceFiltersSchema, response: { 200: exportLinkResponseSchema } },
    },
    async (request) => exportLink(config, request.auth, invoicesExport, filterValues(request.query)),
  );

  app.get(
    '/api/BA/GetInvoiceStatuses',
    {
      // A lookup with no figures in it; B&A users see statuses wherever invoices are summarised.
      config: { access: { module: Module.BA, minRole: Role.User } },
      schema: { tags, response: { 200: z.array(optionSchema) } },
    },
    async () => invoiceStatuses.map((s) => ({ value: s.value, text: s.text })),
  );

  app.get(
    '/api/BA/GetInvoice',
    { config: manager, schema: { tags, querystring: idQuerySchema, response: { 200: invoiceSchema } } },
    async (request) => {
      const invoice = await findInvoice(db, request.query.id);
      if (!invoice) throw new HttpError(404, invoiceMessages.notFound);
      return invoice;
    },
  );

  app.post(
    '/api/BA/SaveInvoice',
    {
      config: { ...manager, changesAnswers: [answerAreas.budgets] },
      schema: { tags, body: invoiceFormSchema, response: { 200: invoiceSaveResponseSchema } },
    },
    async (request) =>
      saveInvoice(
        db,
        config,
        { userId: request.auth?.user.id ?? null },
        request.auth?.user.access ?? [],
        request.body,
      ),
  );

  app.get(
    '/api/BA/GetInvoiceAuditHistory',
    {
      config: manager,
      schema: { tags, querystring: idQuerySchema, response: { 200: entityAuditListSchema } },
    },
    async (request) => entityAuditHistory(db, 'invoices', request.query.id),
  );

  app.get(
    '/api/Select/Facilities',
    {
      // Only the invoice edit page asks for every facility so far; other areas widen this when they need it.
      config: manager,
      schema: { tags: ['Select'], response: { 200: z.array(optionSchema) } },
    },
    async () => facilityOptions(db),
  );
};
