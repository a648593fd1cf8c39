import { entityAuditListSchema } from '@homer/contracts/entity-audit';
import {
  herosAgencyChoicesQuerySchema,
  herosAgencyChoicesSchema,
  herosAgencyDetailResponseSchema,
  herosAgencyListQuerySchema,
  herosAgencyListResponseSchema,
  herosAgencyOptionsSchema,
  herosApplicationDetailResponseSchema,
  herosApplicationListQuerySchema,
  herosApplicationListResponseSchema,
  herosApplicationOptionsSchema,
  herosApproveSchema,
  herosCommandResponseSchema,
  herosDenySchema,
  herosIdOrZeroQuerySchema,
  herosIdQuerySchema,
  herosRequestChangesSchema,
  herosRoundDetailResponseSchema,
  herosRoundIdSchema,
  herosRoundListSchema,
  herosRoundSaveSchema,
  herosSaveResponseSchema,
  herosMessagesBackOffice as m,
  herosPaths as paths,
} from '@homer/contracts/heros';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, refused, succeeded } from '../../plugins/errors.ts';
import { agencyOptions, getAgency, listAgencies } from './agencies.ts';
import { agencyChoices, getApplication } from './application-detail.ts';
import { herosManager, herosUser } from './common.ts';
import { approveApplication, denyApplication, requestChanges } from './decisions.ts';
import { applicationOptions, listApplications } from './queue.ts';
import { closeRound, getRound, listRounds, openRound, saveRound } from './rounds.ts';

const tags = ['HEROS back office'];
const errors = errorResponses(400, 401, 403, 404);
const readers = { access: herosUser };
const managers = { access: herosManager };

/** Audit trails: each record with the tables audited under its id (migration 0031). */
const roundTables = { heros_rounds: '', heros_order_options: 'Order Option: ' };
const applicationTables = { heros_applications: '', heros_application_orders: 'Order: ' };

/** The HEROS back office (issue 14; decision 052). */
export const herosRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // Rounds
  app.get(
    `/${paths.roundList}`,
    { config: readers, schema: { tags, response: { 200: herosRoundListSchema, ...errors } } },
    (request) => listRounds(db, signedInAuth(request)),
  );
  app.get(
    `/${paths.round}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosIdOrZeroQuerySchema,
        response: { 200: herosRoundDetailResponseSchema, ...errors },
      },
    },
    (request) => getRound(db, signedInAuth(request), request.query.id),
  );
  app.get(
    `/${paths.roundHistory}`,
    {
      config: readers,
      schema: { tags, querystring: herosIdQuerySchema, response: { 200: entityAuditListSchema, ...errors } },
    },
    (request) => entityAuditHistory(db, roundTables, request.query.id, 1000),
  );
  app.post(
    `/${paths.roundSave}`,
    {
      config: managers,
      schema: { tags, body: herosRoundSaveSchema, response: { 200: herosSaveResponseSchema, ...errors } },
    },
    async (request) => {
      const saved = await saveRound(db, signedInAuth(request), request.body);
      return 'refusal' in saved
        ? refused(saved.refusal)
        : succeeded({ value: saved.roundId, message: m.roundSaved });
    },
  );
  app.post(
    `/${paths.roundOpen}`,
    {
      config: managers,
      schema: { tags, body: herosRoundIdSchema, response: { 200: herosCommandResponseSchema, ...errors } },
    },
    async (request) => {
      const done = await openRound(db, signedInAuth(request), request.body.roundId);
      return 'refusal' in done ? refused(done.refusal) : succeeded({ message: done.message });
    },
  );
  app.post(
    `/${paths.roundClose}`,
    {
      config: managers,
      schema: { tags, body: herosRoundIdSchema, response: { 200: herosCommandResponseSchema, ...errors } },
    },
    async (request) => {
      const done = await closeRound(db, signedInAuth(request), request.body.roundId);
      return 'refusal' in done ? refused(done.refusal) : succeeded({ message: done.message });
    },
  );

  // Applications
  app.get(
    `/${paths.applicationList}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosApplicationListQuerySchema,
        response: { 200: herosApplicationListResponseSchema, ...errors },
      },
    },
    (request) => listApplications(db, request.query),
  );
  app.get(
    `/${paths.applicationOptions}`,
    { config: readers, schema: { tags, response: { 200: herosApplicationOptionsSchema, ...errors } } },
    (request) => applicationOptions(db, signedInAuth(request)),
  );
  app.get(
    `/${paths.application}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosIdQuerySchema,
        response: { 200: herosApplicationDetailResponseSchema, ...errors },
      },
    },
    (request) => getApplication(db, signedInAuth(request), request.query.id),
  );
  app.get(
    `/${paths.applicationHistory}`,
    {
      config: readers,
      schema: { tags, querystring: herosIdQuerySchema, response: { 200: entityAuditListSchema, ...errors } },
    },
    (request) => entityAuditHistory(db, applicationTables, request.query.id, 1000),
  );
  app.get(
    `/${paths.agencyChoices}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosAgencyChoicesQuerySchema,
        response: { 200: herosAgencyChoicesSchema, ...errors },
      },
    },
    (request) => agencyChoices(db, request.query),
  );
  app.post(
    `/${paths.approve}`,
    {
      config: managers,
      schema: { tags, body: herosApproveSchema, response: { 200: herosCommandResponseSchema, ...errors } },
    },
    (request) => approveApplication(db, config, signedInAuth(request), request.body),
  );
  app.post(
    `/${paths.deny}`,
    {
      config: managers,
      schema: { tags, body: herosDenySchema, response: { 200: herosCommandResponseSchema, ...errors } },
    },
    (request) => denyApplication(db, config, signedInAuth(request), request.body),
  );
  app.post(
    `/${paths.requestChanges}`,
    {
      config: managers,
      schema: {
        tags,
        body: herosRequestChangesSchema,
        response: { 200: herosCommandResponseSchema, ...errors },
      },
    },
    (request) => requestChanges(db, config, signedInAuth(request), request.body),
  );

  // Agencies
  app.get(
    `/${paths.agencyList}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosAgencyListQuerySchema,
        response: { 200: herosAgencyListResponseSchema, ...errors },
      },
    },
    (request) => listAgencies(db, request.query),
  );
  app.get(
    `/${paths.agencyOptions}`,
    { config: readers, schema: { tags, response: { 200: herosAgencyOptionsSchema, ...errors } } },
    () => agencyOptions(db),
  );
  app.get(
    `/${paths.agency}`,
    {
      config: readers,
      schema: {
        tags,
        querystring: herosIdQuerySchema,
        response: { 200: herosAgencyDetailResponseSchema, ...errors },
      },
    },
    (request) => getAgency(db, request.query.id),
  );
  app.get(
    `/${paths.agencyHistory}`,
    {
      config: readers,
      schema: { tags, querystring: herosIdQuerySchema, response: { 200: entityAuditListSchema, ...errors } },
    },
    (request) => entityAuditHistory(db, 'heros_agencies', request.query.id, 1000),
  );
};
