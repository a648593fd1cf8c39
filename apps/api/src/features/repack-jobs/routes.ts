import { Module } from '@homer/contracts/access';
import { pagedSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { idQuerySchema } from '@homer/contracts/fields';
import {
  repackJobAccess as access,
  repackJobMessages as m,
  repackJobPaths as paths,
  repackJobCommandResponseSchema,
  repackJobCompleteSchema,
  repackJobExportQuerySchema,
  repackJobIdSchema,
  repackJobListQuerySchema,
  repackJobOptionsSchema,
  repackJobRejectSchema,
  repackJobReleaseSchema,
  repackJobResponseSchema,
  repackJobRowSchema,
  repackJobSaveSchema,
  repackJobStartSchema,
  repackLabelPrintSchema,
  repackSourceLotsQuerySchema,
  repackSourceLotsSchema,
} from '@homer/contracts/repack-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilityScope } from '../../platform/auth/facility-scope.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { cancelJob } from './cancel-job.ts';
import { completeJob } from './complete-job.ts';
import { repackJobsExport } from './export.ts';
import { findRepackJob } from './find-job.ts';
import { requireJobInScope, siteInScope } from './job-scope.ts';
import { listRepackJobs } from './list-jobs.ts';
import { printLabels } from './print-labels.ts';
import { repackJobOptions, repackSourceLots } from './repack-options.ts';
import { saveJob } from './save-job.ts';
import { startJob } from './start-job.ts';
import { rejectJob, releaseJob } from './verify-job.ts';

const tags = ['Repack Jobs'];
const errors = errorResponses(400, 401, 403, 404);
const command = { 200: repackJobCommandResponseSchema, ...errors };
/** Stock dates are days in UTC, as the ledger's (decision 098). */
const today = () => new Date().toISOString().slice(0, 10);

/** Repack jobs (issue 30, decision 106): CI Users read, Technicians run, Pharmacists sign. */
export const repackJobRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  type Request = Parameters<typeof signedInAuth>[0];
  /** Who calls, and the facilities whose jobs they work. */
  const caller = async (request: Request) => {
    const auth = signedInAuth(request);
    return { userId: auth.user.id, scope: await facilityScope(db, auth.user, Module.CI) };
  };
  /** The caller, once the job is known to be of their facilities (else 404, as a missing job). */
  const forJob = async (request: Request, jobId: number) => {
    const { userId, scope } = await caller(request);
    await requireJobInScope(db, scope, jobId);
    return userId;
  };
  const rules = () => ({ backdateDays: config.stockBackdateDays });
  /** Every command answers with the job as it now is, so the page redraws from one source. */
  const answer = async (jobId: number, userId: number, message: string) => {
    const model = await findRepackJob(db, jobId, userId);
    if (!model) throw new HttpError(404, m.notFound);
    return succeeded({ model, message });
  };
  const reader = { access: access.reader };
  const technician = { access: access.technician };
  const pharmacist = { access: access.pharmacist };

  app.get(
    `/${paths.list}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: repackJobListQuerySchema,
        response: { 200: pagedSchema(repackJobRowSchema), ...errors },
      },
    },
    async (request) => listRepackJobs(db, (await caller(request)).scope, request.query),
  );

  app.get(
    `/${paths.exportLink}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: repackJobExportQuerySchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { scope } = await caller(request);
      const facilityIds = scope.all ? null : scope.facilityIds;
      return exportLink(config, request.auth, repackJobsExport, { ...request.query, facilityIds });
    },
  );

  app.get(
    `/${paths.job}`,
    {
      config: reader,
      schema: { tags, querystring: idQuerySchema, response: { 200: repackJobResponseSchema, ...errors } },
    },
    async (request) => {
      const value = await findRepackJob(db, request.query.id, await forJob(request, request.query.id));
      if (!value) throw new HttpError(404, m.notFound);
      return succeeded({ value });
    },
  );

  app.get(
    `/${paths.options}`,
    { config: reader, schema: { tags, response: { 200: repackJobOptionsSchema, ...errors } } },
    async (request) => repackJobOptions(db, (await caller(request)).scope),
  );

  app.get(
    `/${paths.sourceLots}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: repackSourceLotsQuerySchema,
        response: { 200: repackSourceLotsSchema, ...errors },
      },
    },
    async (request) => {
      const { siteId, outputProductId } = request.query;
      if (!(await siteInScope(db, (await caller(request)).scope, siteId))) return [];
      return repackSourceLots(db, siteId, outputProductId, today());
    },
  );

  app.post(
    `/${paths.save}`,
    { config: technician, schema: { tags, body: repackJobSaveSchema, response: command } },
    async (request) => {
      const { userId, scope } = await caller(request);
      if (request.body.id !== 0) await requireJobInScope(db, scope, request.body.id);
      const id = await saveJob(db, { userId }, scope, request.body, today());
      return answer(id, userId, m.saved);
    },
  );

  app.post(
    `/${paths.start}`,
    { config: technician, schema: { tags, body: repackJobStartSchema, response: command } },
    async (request) => {
      const userId = await forJob(request, request.body.jobId);
      await startJob(db, { userId }, request.body, today());
      return answer(request.body.jobId, userId, m.started);
    },
  );

  app.post(
    `/${paths.complete}`,
    { config: technician, schema: { tags, body: repackJobCompleteSchema, response: command } },
    async (request) => {
      const userId = await forJob(request, request.body.jobId);
      await completeJob(db, { userId }, request.body, rules());
      return answer(request.body.jobId, userId, m.completed);
    },
  );

  app.post(
    `/${paths.release}`,
    {
      config: pharmacist,
      schema: { tags, body: repackJobReleaseSchema, response: { ...command, ...errorResponses(429) } },
    },
    async (request) => {
      const userId = await forJob(request, request.body.jobId);
      await releaseJob(db, userId, request.body);
      return answer(request.body.jobId, userId, m.released);
    },
  );

  app.post(
    `/${paths.reject}`,
    {
      config: pharmacist,
      schema: { tags, body: repackJobRejectSchema, response: { ...command, ...errorResponses(429) } },
    },
    async (request) => {
      const userId = await forJob(request, request.body.jobId);
      await rejectJob(db, userId, request.body, rules());
      return answer(request.body.jobId, userId, m.rejected);
    },
  );

  app.post(
    `/${paths.cancel}`,
    { config: technician, schema: { tags, body: repackJobIdSchema, response: command } },
    async (request) => {
      const userId = await forJob(request, request.body.jobId);
      await cancelJob(db, { userId }, request.body.jobId);
      return answer(request.body.jobId, userId, m.cancelled);
    },
  );

  app.post(
    `/${paths.printLabels}`,
    // The answer is the PDF itself: no JSON response schema.
    { config: technician, schema: { tags, body: repackLabelPrintSchema } },
    async (request, reply) => {
      const pdf = await printLabels(db, await forJob(request, request.body.jobId), request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="repack-job-${request.body.jobId}-labels.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
