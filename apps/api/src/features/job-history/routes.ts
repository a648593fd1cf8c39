import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import {
  fireInstanceQuerySchema,
  jobExceptionSchema,
  jobLogSchema,
  jobRunSchema,
} from '@homer/contracts/job-history';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getJobRunText, listJobRuns } from './queries.ts';

const notFound = 'That job run does not exist.';

export const jobHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { access: routeById('quartzHistory').access };
  const tags = ['Scheduler'];

  app.get(
    '/api/Silkier/SilkierHistory/GetHistory',
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(jobRunSchema) } } },
    async (request) => listJobRuns(db, request.query),
  );

  app.get(
    '/api/Silkier/SilkierHistory/GetLog',
    { config, schema: { tags, querystring: fireInstanceQuerySchema, response: { 200: jobLogSchema } } },
    async (request) => {
      const run = await getJobRunText(db, request.query.fireInstanceId);
      if (!run) throw new HttpError(404, notFound);
      return { logMessage: run.logMessage };
    },
  );

  app.get(
    '/api/Silkier/SilkierHistory/GetException',
    { config, schema: { tags, querystring: fireInstanceQuerySchema, response: { 200: jobExceptionSchema } } },
    async (request) => {
      const run = await getJobRunText(db, request.query.fireInstanceId);
      if (!run) throw new HttpError(404, notFound);
      return { exceptionMessage: run.exceptionMessage };
    },
  );
};
