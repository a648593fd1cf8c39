import {
  accessReviewExportQuerySchema,
  accessReviewQuerySchema,
  accessReviewRowSchema,
} from '@homer/contracts/account-security-admin';
import { pagedSchema } from '@homer/contracts/envelope';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { accessReviewExport } from './export.ts';
import { listAccessReview } from './list.ts';

const base = '/api/Administration/AccessReview';
const tags = ['Access review'];

/** The access review (admin/users/access-review): Admin SystemAdmin only, like its page (decision 043). */
export const accessReviewRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const access = routeById('accessReview').access;
  app.get(
    `${base}/GetList`,
    {
      config: { access },
      schema: {
        tags,
        querystring: accessReviewQuerySchema,
        response: { 200: pagedSchema(accessReviewRowSchema) },
      },
    },
    async (request) => listAccessReview(db, request.query),
  );

  app.get(
    `${base}/GetListExcel`,
    {
      config: { access },
      schema: {
        tags,
        querystring: accessReviewExportQuerySchema,
        response: { 200: exportLinkResponseSchema },
      },
    },
    async (request) => exportLink(config, request.auth, accessReviewExport, request.query),
  );
};
