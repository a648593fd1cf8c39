import { can } from '@homer/contracts/access';
import {
  denialReasonDeleteSchema,
  denialReasonSaveResponseSchema,
  denialReasonSaveSchema,
  denialReasonsResponseSchema,
  rxConnectsAdminMessages as m,
  rxConnectsAdminPaths as paths,
  rxConnectsAdmin,
  rxConnectsApplicationResponseSchema,
  rxConnectsApproveSchema,
  rxConnectsCommandResponseSchema,
  rxConnectsDashboardResponseSchema,
  rxConnectsDenySchema,
  rxConnectsHistoryResponseSchema,
  rxConnectsIdQuerySchema,
  rxConnectsListQuerySchema,
  rxConnectsListResponseSchema,
  rxConnectsReader,
  rxConnectsSiteKinds,
  rxConnectsSitePaths,
  rxConnectsStatusCountsQuerySchema,
  rxConnectsStatusCountsSchema,
  rxConnectsWithdrawSchema,
} from '@homer/contracts/rx-connects-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { rxConnectsDashboard } from './dashboard.ts';
import { approveSite, denySite, withdrawSite } from './decide.ts';
import { deleteDenialReason, listDenialReasons, saveDenialReason } from './denial-reasons.ts';
import { applicationHistory, getApplication } from './detail.ts';
import { sites } from './sites.ts';
import { listSites, siteStatusCounts } from './sites-list.ts';

const tags = ['Rx Connects back office'];
const errors = errorResponses(400, 401, 403, 404);
const readers = { access: rxConnectsReader };
const admins = { access: rxConnectsAdmin };

/** The Rx Connects back office (issue 14; decision 054): Rx Connects users read, administrators decide. */
export const rxConnectsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `/${paths.dashboard}`,
    { config: readers, schema: { tags, response: { 200: rxConnectsDashboardResponseSchema, ...errors } } },
    async () => succeeded({ value: await rxConnectsDashboard(db) }),
  );

  for (const kind of rxConnectsSiteKinds) {
    const site = sites[kind];
    const p = rxConnectsSitePaths(kind);
    app.get(
      `/${p.list}`,
      {
        config: readers,
        schema: {
          tags,
          querystring: rxConnectsListQuerySchema,
          response: { 200: rxConnectsListResponseSchema, ...errors },
        },
      },
      (request) => listSites(db, site, request.query),
    );
    app.get(
      `/${p.statusCounts}`,
      {
        config: readers,
        schema: {
          tags,
          querystring: rxConnectsStatusCountsQuerySchema,
          response: { 200: rxConnectsStatusCountsSchema, ...errors },
        },
      },
      (request) => siteStatusCounts(db, site, request.query.search),
    );
    app.get(
      `/${p.detail}`,
      {
        config: readers,
        schema: {
          tags,
          querystring: rxConnectsIdQuerySchema,
          response: { 200: rxConnectsApplicationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const isAdmin = can(
          signedInAuth(request).user.access,
          rxConnectsAdmin.module,
          rxConnectsAdmin.minRole,
        );
        return succeeded({ value: await getApplication(db, site, request.query.id, isAdmin) });
      },
    );
    app.get(
      `/${p.history}`,
      {
        config: readers,
        schema: {
          tags,
          querystring: rxConnectsIdQuerySchema,
          response: { 200: rxConnectsHistoryResponseSchema, ...errors },
        },
      },
      (request) => applicationHistory(db, site, request.query.id),
    );
    app.post(
      `/${p.approve}`,
      {
        config: admins,
        schema: {
          tags,
          body: rxConnectsApproveSchema,
          response: { 200: rxConnectsCommandResponseSchema, ...errors },
        },
      },
      async (request) => {
        await approveSite(db, config, signedInAuth(request), site, request.body.id);
        return succeeded({ message: m.approved });
      },
    );
    app.post(
      `/${p.deny}`,
      {
        config: admins,
        schema: {
          tags,
          body: rxConnectsDenySchema,
          response: { 200: rxConnectsCommandResponseSchema, ...errors },
        },
      },
      async (request) => {
        await denySite(db, config, signedInAuth(request), site, request.body);
        return succeeded({ message: m.denied });
      },
    );
    app.post(
      `/${p.withdraw}`,
      {
        config: admins,
        schema: {
          tags,
          body: rxConnectsWithdrawSchema,
          response: { 200: rxConnectsCommandResponseSchema, ...errors },
        },
      },
      async (request) => {
        await withdrawSite(db, config, signedInAuth(request), site, request.body);
        return succeeded({ message: m.withdrawn });
      },
    );
  }

  app.get(
    `/${paths.denialReasons}`,
    { config: readers, schema: { tags, response: { 200: denialReasonsResponseSchema, ...errors } } },
    async () => succeeded({ value: await listDenialReasons(db) }),
  );
  app.post(
    `/${paths.saveDenialReason}`,
    {
      config: admins,
      schema: {
        tags,
        body: denialReasonSaveSchema,
        response: { 200: denialReasonSaveResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({
        value: await saveDenialReason(db, signedInAuth(request), request.body),
        message: m.reasonSaved,
      }),
  );
  app.post(
    `/${paths.deleteDenialReason}`,
    {
      config: admins,
      schema: {
        tags,
        body: denialReasonDeleteSchema,
        response: { 200: rxConnectsCommandResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteDenialReason(db, signedInAuth(request), request.body.id);
      return succeeded({ message: m.reasonDeleted });
    },
  );
};
