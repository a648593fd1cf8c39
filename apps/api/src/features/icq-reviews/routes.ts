import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import {
  icqReviewCancelSchema,
  icqReviewCommandResponseSchema,
  icqReviewIdQuerySchema,
  icqReviewListQuerySchema,
  icqReviewListResponseSchema,
  icqReviewMessages,
  icqReviewOptionsSchema,
  icqReviewResponseSchema,
  icqReviewSaveSchema,
  icqReviewPaths as paths,
} from '@homer/contracts/icq-reviews';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { cancelReview } from './cancel.ts';
import { getReview } from './detail.ts';
import { listReviews } from './list.ts';
import { reviewOptions } from './options.ts';
import { saveReview } from './save.ts';

const tags = ['Review (ICQ) scheduling'];
const errors = errorResponses(400, 401, 403, 404);
// Decision 056: managers of any module, as the pages' route.
const staff = { access: routeById('icqReviewList').access };

/** The staff side of review (ICQ) visits (issue 14, decision 056). */
export const icqReviewRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `/${paths.list}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: icqReviewListQuerySchema,
        response: { 200: icqReviewListResponseSchema, ...errors },
      },
    },
    (request) => listReviews(db, request.query),
  );
  app.get(
    `/${paths.options}`,
    { config: staff, schema: { tags, response: { 200: icqReviewOptionsSchema, ...errors } } },
    () => reviewOptions(db),
  );
  app.get(
    `/${paths.review}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: icqReviewIdQuerySchema,
        response: { 200: icqReviewResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getReview(db, request.query.id) }),
  );
  app.get(
    `/${paths.history}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: icqReviewIdQuerySchema,
        response: { 200: entityAuditListSchema, ...errors },
      },
    },
    async (request) => {
      await getReview(db, request.query.id);
      return entityAuditHistory(db, { icq_reviews: '', icq_feedback: 'Feedback ' }, request.query.id);
    },
  );
  app.post(
    `/${paths.save}`,
    {
      config: staff,
      schema: {
        tags,
        body: icqReviewSaveSchema,
        response: { 200: icqReviewCommandResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveReview(db, config, signedInAuth(request).user.id, request.body);
      return succeeded({ value: saved.review, message: saved.message });
    },
  );
  app.post(
    `/${paths.cancel}`,
    {
      config: staff,
      schema: {
        tags,
        body: icqReviewCancelSchema,
        response: { 200: icqReviewCommandResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({
        value: await cancelReview(db, signedInAuth(request).user.id, request.body),
        message: icqReviewMessages.cancelDone,
      }),
  );
};
