import {
  dashboardInfoSchema,
  dashboardLayoutSchema,
  dashboardSummarySchema,
  dashboardMessages as m,
  saveDashboardLayoutResponseSchema,
  saveDashboardLayoutSchema,
  sendTestPushResponseSchema,
} from '@homer/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { loadLayout, resetLayout, saveLayout } from './layout.ts';
import { dashboardInfo } from './queries.ts';
import { dashboardSummary } from './summary.ts';

const tags = ['Dashboard'];

/**
 * The Dashboard's quick-user-info, bounce alert and push test (spec document 1 §2.3; decision 048), and its work
 * widgets' summary and each user's layout (decision 091). The push test is reached from the notification settings.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/Dashboard/GetUserDashboardInfo',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: dashboardInfoSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardInfo(db, signedInAuth(request).user.id);
    },
  );

  app.get(
    '/api/Dashboard/GetDashboardSummary',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: dashboardSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardSummary(db, signedInAuth(request));
    },
  );

  app.get(
    '/api/Dashboard/GetDashboardLayout',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: dashboardLayoutSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadLayout(db, signedInAuth(request));
    },
  );

  app.post(
    '/api/Dashboard/SaveDashboardLayout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        body: saveDashboardLayoutSchema,
        response: { 200: saveDashboardLayoutResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      succeeded({ message: m.layoutSaved, model: await saveLayout(db, signedInAuth(request), request.body) }),
  );

  app.post(
    '/api/Dashboard/ResetDashboardLayout',
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: saveDashboardLayoutResponseSchema } },
    },
    async (request) =>
      succeeded({ message: m.layoutReset, model: await resetLayout(db, signedInAuth(request)) }),
  );

  app.post(
    '/api/Notification/SendTestPush',
    {
      config: {
        access: 'signedIn',
        // Per user, not per address: each push writes a live-event row, and colleagues may share one address.
        rateLimit: {
          max: 5,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `test-push:${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: { tags, response: { 200: sendTestPushResponseSchema } },
    },
    async (request) => {
      const userId = signedInAuth(request).user.id;
      await publishLiveEvent(db, { userIds: [userId] }, 'pushNotification', {
        header: m.testPushHeader,
        message: m.testPushMessage,
        businessArea: 0,
        timeout: 8,
        openNewTab: false,
        useSound: true,
        timeSent: new Date().toISOString(),
      });
      return succeeded({ message: m.testPushSent });
    },
  );
};
