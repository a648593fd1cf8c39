import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import { exportLinkResponseSchema } from '@homer/contracts/exports';
import {
  createAccountFromRequestSchema,
  createAccountResponseSchema,
  createTicketQuerySchema,
  createTicketResponseSchema,
  helpDeskTicketPaths as paths,
  publicConversationQuerySchema,
  publicConversationSchema,
  publicReplySchema,
  submitDraftSchema,
  ticketAddMessageSchema,
  ticketAssigneesSchema,
  ticketAttachmentIdSchema,
  ticketCloseSchema,
  ticketCommandResponseSchema,
  ticketDetailResponseSchema,
  ticketFilterSchema,
  ticketIdQuerySchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessageResponseSchema,
  ticketMessages,
  ticketOptionsSchema,
  ticketUpdateSchema,
  ticketViewCountsQuerySchema,
  ticketViewCountsSchema,
} from '@homer/contracts/help-desk-tickets';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { createAccountFromRequest } from './account-request.ts';
import { assigneeOptions } from './assignees.ts';
import { deleteAttachment } from './attachments.ts';
import { getTicket } from './detail.ts';
import { createDraft, submitDraft } from './drafts.ts';
import { ticketsExport } from './export.ts';
import { ticketHistory } from './history.ts';
import { addMessage } from './messages.ts';
import { ticketOptions } from './options.ts';
import { addPublicReply, publicConversation } from './public-reply.ts';
import { listTickets, queueFilterFor } from './queue.ts';
import { closeTicket, updateTicket } from './update.ts';
import { attachmentFileRoutes } from './upload-routes.ts';
import { ticketViewCounts } from './view-counts.ts';
import { agentAccess, viewerOf } from './viewer.ts';

const tags = ['Help-desk tickets'];
const errors = errorResponses(400, 401, 403, 404, 409);
const agents = { access: agentAccess };
// The ticket's requester may call these too; each decides per ticket (viewer.ts ticketFor).
const signedIn = { access: 'signedIn' as const };
const viewer = (request: Parameters<typeof signedInAuth>[0]) => viewerOf(signedInAuth(request));

/** The Support Desk back office (issue 13; decision 051). */
export const helpDeskTicketRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `/${paths.list}`,
    {
      config: { access: routeById('ticketList').access },
      schema: {
        tags,
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...errors },
      },
    },
    (request) => listTickets(db, viewer(request), request.query),
  );
  app.get(
    `/${paths.viewCounts}`,
    {
      config: agents,
      schema: {
        tags,
        querystring: ticketViewCountsQuerySchema,
        response: { 200: ticketViewCountsSchema, ...errors },
      },
    },
    (request) => ticketViewCounts(db, viewer(request), request.query),
  );
  app.get(
    `/${paths.listExcel}`,
    {
      config: agents,
      schema: {
        tags,
        querystring: ticketFilterSchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    (request) => {
      const filter = queueFilterFor(viewer(request), request.query);
      return exportLink(config, request.auth, ticketsExport, {
        view: filter.view,
        assigneeUserId: filter.assigneeUserId,
        search: filter.search,
        status: filter.status,
        priorityId: filter.priorityId,
        categoryId: filter.categoryId,
        facilityId: filter.facilityId,
        olderThanDays: filter.olderThanDays,
        withinDays: filter.withinDays,
      });
    },
  );
  app.get(
    `/${paths.options}`,
    { config: agents, schema: { tags, response: { 200: ticketOptionsSchema, ...errors } } },
    (request) => ticketOptions(db, viewer(request)),
  );
  app.get(
    `/${paths.assignees}`,
    { config: agents, schema: { tags, response: { 200: ticketAssigneesSchema, ...errors } } },
    () => assigneeOptions(db),
  );
  app.get(
    `/${paths.ticket}`,
    {
      config: signedIn,
      schema: {
        tags,
        querystring: ticketIdQuerySchema,
        response: { 200: ticketDetailResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getTicket(db, viewer(request), request.query.id) }),
  );
  app.get(
    `/${paths.history}`,
    {
      config: agents,
      schema: { tags, querystring: ticketIdQuerySchema, response: { 200: entityAuditListSchema, ...errors } },
    },
    (request) => ticketHistory(db, viewer(request), request.query.id),
  );
  app.post(
    `/${paths.update}`,
    {
      config: agents,
      schema: { tags, body: ticketUpdateSchema, response: { 200: ticketDetailResponseSchema, ...errors } },
    },
    async (request) =>
      succeeded({
        value: await updateTicket(db, config, viewer(request), request.body),
        message: ticketMessages.saved,
      }),
  );
  app.post(
    `/${paths.close}`,
    {
      config: agents,
      schema: { tags, body: ticketCloseSchema, response: { 200: ticketDetailResponseSchema, ...errors } },
    },
    async (request) =>
      succeeded({
        value: await closeTicket(db, config, viewer(request), request.body),
        message: ticketMessages.closed,
      }),
  );
  app.post(
    `/${paths.addMessage}`,
    {
      config: signedIn,
      schema: {
        tags,
        body: ticketAddMessageSchema,
        response: { 200: ticketMessageResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({
        value: await addMessage(db, config, viewer(request), request.body),
        message: ticketMessages.messageAdded,
      }),
  );
  app.post(
    `/${paths.deleteAttachment}`,
    {
      config: signedIn,
      schema: {
        tags,
        body: ticketAttachmentIdSchema,
        response: { 200: ticketCommandResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteAttachment(db, viewer(request), request.body.id);
      return succeeded({ message: ticketMessages.attachmentDeleted });
    },
  );
  await app.register(attachmentFileRoutes, { db, tags, errors });

  // Spec document 1 §7 names the GET; the web calls POST (decision 005).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `/${paths.createTicket}`,
      config: signedIn,
      schema: {
        tags,
        summary:
          method === 'GET'
            ? 'CreateTicket as the spec names it (state-changing GET, decision 005)'
            : undefined,
        querystring: createTicketQuerySchema,
        response: { 200: createTicketResponseSchema, ...errors },
      },
      handler: async (request) => succeeded({ value: await createDraft(db, viewer(request), request.query) }),
    });
  }
  app.post(
    `/${paths.submitDraft}`,
    {
      config: signedIn,
      schema: { tags, body: submitDraftSchema, response: { 200: ticketCommandResponseSchema, ...errors } },
    },
    async (request) => {
      await submitDraft(db, config, viewer(request), request.body);
      return succeeded({ message: ticketMessages.draftSubmitted });
    },
  );
  app.post(
    `/${paths.createAccount}`,
    {
      config: { access: routeById('userCreate').access },
      schema: {
        tags,
        body: createAccountFromRequestSchema,
        response: { 200: createAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      const userId = await createAccountFromRequest(db, config, auth, viewerOf(auth), request.body);
      return succeeded({ value: userId, message: ticketMessages.accountCreated });
    },
  );
  app.get(
    `/${paths.publicConversation}`,
    {
      // Looked up by what the visitor sends: limited so guids cannot be tried in bulk (as the survey's GetModel).
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: publicConversationQuerySchema,
        response: { 200: publicConversationSchema },
      },
    },
    (request) => publicConversation(db, request.query.ticketId, request.query.guid),
  );
  app.post(
    `/${paths.publicReply}`,
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: { tags, body: publicReplySchema, response: { 200: ticketCommandResponseSchema } },
    },
    (request) => addPublicReply(db, config, request.body),
  );
};
