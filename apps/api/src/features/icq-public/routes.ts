import {
  approveOrDeclineBodySchema,
  approveOrDeclineQuerySchema,
  approveOrDeclineResponseSchema,
  icqFeedbackQuerySchema,
  icqFeedbackResponseSchema,
  icqFeedbackSaveRequestSchema,
  icqFeedbackSaveResponseSchema,
  icqMessages,
  proposedScheduleQuerySchema,
  proposedScheduleSchema,
} from '@homer/contracts/icq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findFeedback, findProposedSchedule } from './queries.ts';
import { scheduleLinkTokenMatches } from './schedule-link-token.ts';
import { approveOrDeclineSchedule, saveFeedback } from './service.ts';

const tags = ['Review (ICQ) links'];
// Looked up by what the link carries: limited like any public lookup.
const publicLookup = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** The review pages reached from emailed links: the feedback survey and the schedule answer. */
export const icqPublicRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const publicForm = { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) } as const;

  app.get(
    '/api/ICQ/IcqReview/GetIcqFeedback',
    {
      config: publicLookup,
      schema: { tags, querystring: icqFeedbackQuerySchema, response: { 200: icqFeedbackResponseSchema } },
    },
    async (request) => {
      const model = await findFeedback(db, request.query.feedbackId, request.query.guid);
      if (!model) return refused(icqMessages.feedbackNotFound);
      return succeeded({ model });
    },
  );

  app.post(
    '/api/Icq/IcqReview/SaveFeedback',
    {
      config: publicForm,
      schema: { tags, body: icqFeedbackSaveRequestSchema, response: { 200: icqFeedbackSaveResponseSchema } },
    },
    async (request) => saveFeedback(db, config, request.body),
  );

  app.get(
    '/api/ICQ/IcqScheduling/GetProposedSchedule',
    {
      config: publicLookup,
      schema: { tags, querystring: proposedScheduleQuerySchema, response: { 200: proposedScheduleSchema } },
    },
    async (request) => {
      // A link without our signature answers like an unknown review: ids alone reveal nothing (decision 021).
      const { token, ...link } = request.query;
      const schedule = scheduleLinkTokenMatches(config.jwtSecret, link, token)
        ? await findProposedSchedule(db, link.icqReviewId)
        : null;
      if (!schedule) throw new HttpError(404, icqMessages.reviewNotFound);
      const { reviewerUserId: _, scheduleStatus: __, ...model } = schedule;
      return model;
    },
  );

  app.post(
    '/api/ICQ/IcqScheduling/ApproveOrDeclineSchedule',
    {
      // The spec's call carries everything in the query; it changes the review, so it is a POST (decision 016).
      config: publicForm,
      schema: {
        tags,
        querystring: approveOrDeclineQuerySchema,
        body: approveOrDeclineBodySchema,
        response: { 200: approveOrDeclineResponseSchema },
      },
    },
    async (request) =>
      approveOrDeclineSchedule(db, config, { ...request.query, scheduleDate: request.body.scheduleDate }),
  );
};
