import { optionSchema } from '@homer/contracts/envelope';
import { helpTicketSubmitResponseSchema, helpTicketSubmitSchema } from '@homer/contracts/help-desk-public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { categoryOptions, facilityOptions, priorityOptions } from '../../platform/lookups/ticket-options.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { submitHelpTicket } from './service.ts';

const tags = ['Public help ticket'];
const options = { 200: z.array(optionSchema) };
const list = { access: 'public' } as const;

/**
 * The public Support Desk Ticket form's lists (HOMER's for account registration, the PFS ones otherwise) and its
 * one submit call, used by both modes (spec document 2 §7).
 */
export const publicHelpTicketRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get('/api/PublicHelpTicket/Facilities', { config: list, schema: { tags, response: options } }, () =>
    facilityOptions(db, 'homer'),
  );
  app.get(
    '/api/PublicHelpTicket/HelpDeskCategories',
    { config: list, schema: { tags, response: options } },
    () => categoryOptions(db, 'homer'),
  );
  app.get(
    '/api/PublicHelpTicket/HelpDeskPriorities',
    { config: list, schema: { tags, response: options } },
    () => priorityOptions(db),
  );
  app.get(
    '/api/PublicPfsHelpTicket/PfsHelpCategories',
    { config: list, schema: { tags, response: options } },
    () => categoryOptions(db, 'pfs'),
  );
  app.get(
    '/api/PublicPfsHelpTicket/PfsHelpPriorities',
    { config: list, schema: { tags, response: options } },
    () => priorityOptions(db),
  );
  app.post(
    '/api/PublicPfsHelpTicket/SubmitPfsHelpTicket',
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: { tags, body: helpTicketSubmitSchema, response: { 200: helpTicketSubmitResponseSchema } },
    },
    (request) => submitHelpTicket(db, config, request.body),
  );
};
