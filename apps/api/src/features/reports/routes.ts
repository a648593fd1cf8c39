import { exportLinkResponseSchema } from '@homer/contracts/exports';
import {
  formulaReportExportQuerySchema,
  formulaReportQuerySchema,
  formulaReportResponseSchema,
  helpDeskReportExportQuerySchema,
  helpDeskReportQuerySchema,
  helpDeskReportResponseSchema,
  herosReportExportQuerySchema,
  herosReportQuerySchema,
  herosReportResponseSchema,
  programmeReportPaths,
  rxConnectsReportExportQuerySchema,
  rxConnectsReportQuerySchema,
  rxConnectsReportResponseSchema,
} from '@homer/contracts/programme-reports';
import {
  recallChoicesResponseSchema,
  recallReportAccess,
  recallReportExportQuerySchema,
  recallReportPaths,
  recallReportQuerySchema,
  recallReportResponseSchema,
} from '@homer/contracts/recall-report';
import {
  reportSubscriptionFrequencySchema,
  reportSubscriptionIdSchema,
  reportSubscriptionListSchema,
  reportSubscriptionSavedSchema,
  subscriptionMessages,
  reportSubscriptionPaths as subscriptionPaths,
} from '@homer/contracts/report-subscriptions';
import {
  adjustmentsResponseSchema,
  countVarianceResponseSchema,
  expiringStockExportQuerySchema,
  expiringStockQuerySchema,
  expiringStockResponseSchema,
  reportPaths as paths,
  repackYieldResponseSchema,
  reportMessages,
  shipmentsExportQuerySchema,
  shipmentsQuerySchema,
  shipmentsResponseSchema,
  stockLedgerExportQuerySchema,
  stockLedgerQuerySchema,
  stockLedgerResponseSchema,
  stockUsageExportQuerySchema,
  stockUsageQuerySchema,
  stockUsageResponseSchema,
} from '@homer/contracts/reports';
import { userIdQuerySchema } from '@homer/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { ExportDefinition } from '../../platform/exports/export-definition.ts';
import { exportLink } from '../../platform/exports/export-link.ts';
import { isStatementTimeout } from '../../platform/reporting/report-database.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { calendarDay } from '../../platform/time/zoned-time.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { adjustmentsReport } from './adjustments.ts';
import { countVarianceReport } from './count-variance.ts';
import { sendSubscriptionNow } from './deliver-subscriptions.ts';
import { expiringStockReport } from './expiring-stock.ts';
import {
  adjustmentsExport,
  countVarianceExport,
  expiringStockExport,
  recallImpactExport,
  repackYieldExport,
  shipmentsExport,
  stockLedgerExport,
  stockUsageExport,
} from './exports.ts';
import { formulaShipmentsReport } from './formula-shipments.ts';
import { helpDeskReport } from './help-desk.ts';
import { herosReport } from './heros.ts';
import {
  formulaShipmentsExport,
  helpDeskReportExport,
  herosReportExport,
  rxConnectsReportExport,
} from './programme-exports.ts';
import { recallChoices, recallImpactReport } from './recall-impact.ts';
import { repackScope, repackYieldReport } from './repack-yield.ts';
import { rxConnectsReport } from './rx-connects.ts';
import { shipmentsReport } from './shipments.ts';
import { stockLedgerReport } from './stock-ledger.ts';
import { stockUsageReport } from './stock-usage.ts';
import { reportSubscriptionSaveSchema } from './subscription-body.ts';
import { listSubscriptions, removeSubscription, saveSubscription, setFrequency } from './subscriptions.ts';

const tags = ['Reports'];
const errors = errorResponses(400, 401, 403, 404, 503);

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
 * The reporting area's stock and programme reports and report subscriptions (issue 32, decisions 113 and 115). Every report reads
 * `reportDb` (the replica when configured); `db`, the primary, only keeps subscriptions.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; reportDb: Db; config: Config }> = async (
  app,
  { db, reportDb, config },
) => {
  /**
   * One report: its page (`GET …/GetList`, read on the report database under its timeout) and its export link
   * (`GET …/GetExportLink`, the same filters without paging; the file is Excel, or a PDF with `&format=pdf`). Both
   * are open to whom the export's definition is, which the download checks again. A report whose rows depend on
   * who asks (`scope`) reads with the caller's scope, and its export link signs that scope in with the filters.
   */
  function report<
    Q extends ZodType,
    R extends ZodType,
    F extends { search?: string | undefined },
    Row,
    Scope extends object = Record<never, never>,
  >(options: {
    list: string;
    query: Q;
    response: R;
    scope?: (auth: Auth) => Promise<Scope>;
    read: (db: Db, query: z.infer<Q> & NoInfer<Scope>) => Promise<z.infer<R>>;
    exportPath: string;
    exportQuery: ZodType<F>;
    definition: ExportDefinition<F & NoInfer<Scope>, Row>;
  }) {
    const scopeOf = async (request: { auth: Auth | null }) =>
      options.scope ? options.scope(signedInAuth(request)) : ({} as Scope);
    app.get(
      `/${options.list}`,
      {
        config: { access: options.definition.access },
        // The report's own type is checked above (read returns what response describes); Fastify sees a schema.
        schema: {
          tags,
          querystring: options.query,
          response: { 200: options.response as ZodType, ...errors },
        },
      },
      async (request) => {
        const query = { ...(request.query as object), ...(await scopeOf(request)) };
        return timed(options.read(reportDb, query as z.infer<Q> & Scope));
      },
    );
    app.get(
      `/${options.exportPath}`,
      {
        config: { access: options.definition.access },
        schema: {
          tags,
          querystring: options.exportQuery,
          response: { 200: exportLinkResponseSchema, ...errors },
        },
      },
      async (request) => {
        const filters = request.query as F;
        return exportLink(config, request.auth, options.definition, {
          ...filters,
          search: filters.search?.trim() || undefined,
          ...(await scopeOf(request)),
        });
      },
    );
  }

  report({
    list: paths.stockLedger,
    query: stockLedgerQuerySchema,
    response: stockLedgerResponseSchema,
    read: stockLedgerReport,
    exportPath: paths.stockLedgerExport,
    exportQuery: stockLedgerExportQuerySchema,
    definition: stockLedgerExport,
  });
  report({
    list: paths.expiringStock,
    query: expiringStockQuerySchema,
    response: expiringStockResponseSchema,
    read: expiringStockReport,
    exportPath: paths.expiringStockExport,
    exportQuery: expiringStockExportQuerySchema,
    definition: expiringStockExport,
  });
  report({
    list: paths.stockUsage,
    query: stockUsageQuerySchema,
    response: stockUsageResponseSchema,
    read: stockUsageReport,
    exportPath: paths.stockUsageExport,
    exportQuery: stockUsageExportQuerySchema,
    definition: stockUsageExport,
  });
  report({
    list: paths.adjustments,
    query: stockLedgerQuerySchema,
    response: adjustmentsResponseSchema,
    read: adjustmentsReport,
    exportPath: paths.adjustmentsExport,
    exportQuery: stockLedgerExportQuerySchema,
    definition: adjustmentsExport,
  });
  report({
    list: paths.shipments,
    query: shipmentsQuerySchema,
    response: shipmentsResponseSchema,
    read: shipmentsReport,
    exportPath: paths.shipmentsExport,
    exportQuery: shipmentsExportQuerySchema,
    definition: shipmentsExport,
  });
  report({
    list: paths.repackYield,
    // A CI user reads the jobs of their own facilities, as on the repack screens; a CI SystemAdmin every one.
    scope: (auth: Auth) => repackScope(db, auth.user),
    query: stockLedgerQuerySchema,
    response: repackYieldResponseSchema,
    read: repackYieldReport,
    exportPath: paths.repackYieldExport,
    exportQuery: stockLedgerExportQuerySchema,
    definition: repackYieldExport,
  });
  report({
    list: programmeReportPaths.helpDesk,
    query: helpDeskReportQuerySchema,
    response: helpDeskReportResponseSchema,
    read: helpDeskReport,
    exportPath: programmeReportPaths.helpDeskExport,
    exportQuery: helpDeskReportExportQuerySchema,
    definition: helpDeskReportExport,
  });
  report({
    list: programmeReportPaths.heros,
    query: herosReportQuerySchema,
    response: herosReportResponseSchema,
    read: herosReport,
    exportPath: programmeReportPaths.herosExport,
    exportQuery: herosReportExportQuerySchema,
    definition: herosReportExport,
  });
  report({
    list: paths.countVariance,
    query: stockLedgerQuerySchema,
    response: countVarianceResponseSchema,
    read: countVarianceReport,
    exportPath: paths.countVarianceExport,
    exportQuery: stockLedgerExportQuerySchema,
    definition: countVarianceExport,
  });
  report({
    list: programmeReportPaths.rxConnects,
    query: rxConnectsReportQuerySchema,
    response: rxConnectsReportResponseSchema,
    read: rxConnectsReport,
    exportPath: programmeReportPaths.rxConnectsExport,
    exportQuery: rxConnectsReportExportQuerySchema,
    definition: rxConnectsReportExport,
  });
  report({
    list: programmeReportPaths.formulaShipments,
    query: formulaReportQuerySchema,
    response: formulaReportResponseSchema,
    read: formulaShipmentsReport,
    exportPath: programmeReportPaths.formulaShipmentsExport,
    exportQuery: formulaReportExportQuerySchema,
    definition: formulaShipmentsExport,
  });

  report({
    list: recallReportPaths.list,
    query: recallReportQuerySchema,
    response: recallReportResponseSchema,
    read: recallImpactReport,
    exportPath: recallReportPaths.exportLink,
    exportQuery: recallReportExportQuerySchema,
    definition: recallImpactExport,
  });
  // The choice names recalls and products only; reading it needs the report's role, not the PHI rules.
  const { phi: _, ...recallChooser } = recallReportAccess;
  app.get(
    `/${recallReportPaths.recalls}`,
    {
      config: { access: recallChooser },
      schema: { tags, response: { 200: recallChoicesResponseSchema, ...errors } },
    },
    () => timed(recallChoices(reportDb)),
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
  app.post(
    `/${subscriptionPaths.sendNow}`,
    {
      config: {
        ...signedIn,
        // Each send is a report query and an email: a few a minute per user is plenty to see what arrives.
        rateLimit: {
          max: 3,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `report-send-now:${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: {
        tags: subscriptionTags,
        body: reportSubscriptionIdSchema,
        response: { 200: reportSubscriptionSavedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await sendSubscriptionNow(db, reportDb, config, signedInAuth(request), request.body.id, today());
      return succeeded({ message: subscriptionMessages.sent });
    },
  );
};
