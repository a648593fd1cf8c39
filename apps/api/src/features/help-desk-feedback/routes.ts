import {
  feedbackModelSchema,
  feedbackQuerySchema,
  feedbackSaveResponseSchema,
  feedbackSaveSchema,
} from '@homer/contracts/help-desk-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { feedbackModel, saveFeedback } from './service.ts';

const tags = ['Help-desk feedback'];

/** The public help-desk feedback survey (spec document 1 §2.9, §7). */
export const helpDeskFeedbackRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/HelpDesk/HelpDeskFeedback/GetModel',
    {
      // Looked up by what the visitor sends: limited so guids cannot be tried in bulk.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, querystring: feedbackQuerySchema, response: { 200: feedbackModelSchema } },
    },
    (request) => feedbackModel(db, request.query.helpDeskTicketId, request.query.guid),
  );
  app.post(
    '/api/HelpDesk/HelpDeskFeedback/Save',
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: { tags, body: feedbackSaveSchema, response: { 200: feedbackSaveResponseSchema } },
    },
    (request) => saveFeedback(db, request.body),
  );
};
