import { baAdmin, Module, Role } from '@homer/contracts/access';
import {
  baProgramActivateResponseSchema,
  baProgramDeleteResponseSchema,
  baProgramFormSchema,
  baProgramListQuerySchema,
  baProgramSaveResponseSchema,
  baProgramSchema,
} from '@homer/contracts/ba-programs';
import { optionSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { answerAreas } from '../../platform/answer-cache/areas.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { baProgramsExport } from './export.ts';
import { listPrograms, programOptions } from './queries.ts';
import { deleteProgram, saveProgram, toggleProgramActive } from './service.ts';

const tags = ['B&A programmes'];

/**
 * Spec document 3 "Programmes". The list is the Budget Programs screen's rule (SystemAdmin in any module);
 * changes are the B&A admin's, as the page's buttons are. Delete and ActivateDeactivate have no method in the
 * spec and change state, so they are POSTs (decision 005).
 */
export const baProgramRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const reader = { access: routeById('baPrograms').access };
  const admin = { access: baAdmin };
  const actor = (userId: number | undefined) => ({ userId: userId ?? null });

  app.get(
    '/api/BA/BA_Program/GetList',
    {
      config: reader,
      schema: { tags, querystring: baProgramListQuerySchema, response: { 200: z.array(baProgramSchema) } },
    },
    async (request) => listPrograms(db, request.query.isActive),
  );

  app.get(
    '/api/BA/BA_Program/GetListExcel',
    {
      config: reader,
      schema: { tags, querystring: baProgramListQuerySchema, response: { 200: exportLinkResponseSchema } },
    },
    async (request) =>
      exportLink(config, request.auth, baProgramsExport, { isActive: request.query.isActive }),
  );

  app.post(
    '/api/BA/BA_Program/Save',
    {
      config: { ...admin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, body: baProgramFormSchema, response: { 200: baProgramSaveResponseSchema } },
    },
    async (request) => saveProgram(db, actor(request.auth?.user.id), request.body),
  );

  app.post(
    '/api/BA/BA_Program/Delete/:id',
    {
      config: { ...admin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, params: idQuerySchema, response: { 200: baProgramDeleteResponseSchema } },
    },
    async (request) => deleteProgram(db, actor(request.auth?.user.id), request.params.id),
  );

  app.post(
    '/api/BA/BA_Program/ActivateDeactivate/:id',
    {
      config: { ...admin, changesAnswers: [answerAreas.budgets] },
      schema: { tags, params: idQuerySchema, response: { 200: baProgramActivateResponseSchema } },
    },
    async (request) => toggleProgramActive(db, actor(request.auth?.user.id), request.params.id),
  );

  app.get(
    '/api/Select/BA_Programs',
    {
      // The budget detail page's Program select, at the budget pages' own level.
      config: { access: { module: Module.BA, minRole: Role.User } },
      schema: { tags, response: { 200: z.array(optionSchema) } },
    },
    async () => programOptions(db),
  );
};
