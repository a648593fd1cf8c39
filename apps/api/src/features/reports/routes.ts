import { exportLinkResponseSchema } from '@homer/contracts/exports';
import {
  reportSubscriptionFrequencySchema,
  reportSubscriptionIdSchema,
  reportSubscriptionListSchema,
  reportSubscriptionSavedSchema,
  subscriptionMessages,
  reportSubscriptionPaths as subscriptionPaths,
} from '@homer/contracts/report-subscriptions';
import {
  expiringStockExportQuerySchema,
  expiringStockQuerySchema,
  expiringStockResponseSchema,
  reportPaths as paths,
  reportMessages,
  stockLedgerExportQuerySchema,
  stockLedgerQuerySchema,
  stockLedgerResponseSchema,
  stockReportAccess,
  stockUsageExportQuerySchema,
  stockUsageQuerySchema,
  stockUsageResponseSchema,
} from '@homer/contracts/reports';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { isStatementTimeout } from '../../platform/reporting/report-database.ts';
import { calendarDay } from '../../platform/time/zoned-time.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { expiringStockReport } from './expiring-stock.ts';
import { expiringStockExport, stockLedgerExport, stockUsageExport } from './exports.ts';
import { stockLedgerReport } from './stock-ledger.ts';
import { stockUsageReport } from './stock-usage.ts';
import { reportSubscriptionSaveSchema } from './subscription-body.ts';
import { listSubscriptions, removeSubscription, saveSubscription, setFrequency } from './subscriptions.ts';

const tags = ['Reports'];
const errors = errorResponses(400, 401, 403, 503);

/** A report that outran the report database's statement timeout is a 503 the user can act on, not a failure. */
async function timed<T>(report: Promise<T>): Promise<T> {
  try {
    return await report;
  } catch (error) {
    if (isStatementTimeout(error)) throw new HttpError(503, reportMessages.timedOut);
    throw error;
  }
}

/**
 * The reporting area's stock reports and report subscriptions (issue 32, decision 113). Every report reads
 * `reportDb` (the replica when configured); `db`, the primary, only keeps subscriptions.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; reportDb: Db; config: Config }> = async (
  app,
  { db, reportDb, config },
) => {
  const reader = { access: stockReportAccess };
  const search = (value: string | undefined) => value?.trim() || undefined;

  app.get(
    `/${paths.stockLedger}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockLedgerQuerySchema,
        response: { 200: stockLedgerResponseSchema, ...errors },
      },
    },
    (request) => timed(stockLedgerReport(reportDb, request.query)),
  );
  app.get(
    `/${paths.stockLedgerExport}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockLedgerExportQuerySchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    (request) =>
      exportLink(config, request.auth, stockLedgerExport, {
        ...request.query,
        search: search(request.query.search),
      }),
  );

  app.get(
    `/${paths.expiringStock}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: expiringStockQuerySchema,
        response: { 200: expiringStockResponseSchema, ...errors },
      },
    },
    (request) => timed(expiringStockReport(reportDb, request.query)),
  );
  app.get(
    `/${paths.expiringStockExport}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: expiringStockExportQuerySchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    (request) =>
      exportLink(config, request.auth, expiringStockExport, {
        ...request.query,
        search: search(request.query.search),
      }),
  );

  app.get(
    `/${paths.stockUsage}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockUsageQuerySchema,
        response: { 200: stockUsageResponseSchema, ...errors },
      },
    },
    (request) => timed(stockUsageReport(reportDb, request.query)),
  );
  app.get(
    `/${paths.stockUsageExport}`,
    {
      config: reader,
      schema: {
        tags,
        querystring: stockUsageExportQuerySchema,
        response: { 200: exportLinkResponseSchema, ...errors },
      },
    },
    (request) =>
      exportLink(config, request.auth, stockUsageExport, {
        ...request.query,
        search: search(request.query.search),
      }),
  );

  const today = () => calendarDay(new Date(), config.programTimeZone);
  const signedIn = { access: 'signedIn' } as const;
  const subscriptionTags = ['Report subscriptions'];
  const commandErrors = errorResponses(400, 401, 403, 404);

  app.get(
    `/${subscriptionPaths.list}`,
    {
      config: signedIn,
      schema: {
        tags: subscriptionTags,
        querystring: userIdQuerySchema,
        response: { 200: reportSubscriptionListSchema, ...commandErrors },
      },
    },
    (request) => listSubscriptions(db, reportDb, signedInAuth(request), request.query.userId, today()),
  );
  app.post(
    `/${subscriptionPaths.save}`,
    {
      config: signedIn,
      schema: {
        tags: subscriptionTags,
        body: reportSubscriptionSaveSchema,
        response: { 200: reportSubscriptionSavedSchema, ...commandErrors },
      },
    },
    async (request) =>
      succeeded({
        value: await saveSubscription(db, signedInAuth(request), request.body, today()),
        message: subscriptionMessages.saved,
      }),
  );
  app.post(
    `/${subscriptionPaths.setFrequency}`,
    {
      config: signedIn,
      schema: {
        tags: subscriptionTags,
        body: reportSubscriptionFrequencySchema,
        response: { 200: reportSubscriptionSavedSchema, ...commandErrors },
      },
    },
    async (request) => {
      await setFrequency(db, signedInAuth(request), request.body.id, request.body.frequency, today());
      return succeeded({ message: subscriptionMessages.frequencyChanged });
    },
  );
  app.post(
    `/${subscriptionPaths.remove}`,
    {
      config: signedIn,
      schema: {
        tags: subscriptionTags,
        body: reportSubscriptionIdSchema,
        response: { 200: reportSubscriptionSavedSchema, ...commandErrors },
      },
    },
    async (request) => {
      await removeSubscription(db, signedInAuth(request), request.body.id);
      return succeeded({ message: subscriptionMessages.removed });
    },
  );
};
