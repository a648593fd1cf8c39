import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { exportDefinitions } from './area-exports.ts';
import type { Config } from './config.ts';
import { NotifyListener } from './db/notify-listener.ts';
import { type Db, poolOf } from './db/pool.ts';
import { accessReviewRoutes } from './features/access-review/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { addressRoutes } from './features/address/routes.ts';
import { baProgramRoutes } from './features/ba-programs/routes.ts';
import { budgetRoutes } from './features/budgets/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { ciOrderRoutes } from './features/ci-orders/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { emailOutboxRoutes } from './features/email-outbox/routes.ts';
import { errorReportRoutes } from './features/error-reports/routes.ts';
import { exportRoutes } from './features/exports/routes.ts';
import { facilityRoutes } from './features/facilities/routes.ts';
import { fdaRecallRoutes } from './features/fda-recalls/routes.ts';
import { fiscalYearRoutes } from './features/fiscal-years/routes.ts';
import { globalAuditRoutes } from './features/global-audit/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { helpDeskFeedbackRoutes } from './features/help-desk-feedback/routes.ts';
import { helpDeskTicketRoutes } from './features/help-desk-tickets/routes.ts';
import { herosRoutes } from './features/heros/routes.ts';
import { herosPublicRoutes } from './features/heros-public/routes.ts';
import { holidayRoutes } from './features/holidays/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { homeDeliveryRoutes } from './features/home-delivery/routes.ts';
import { homeDeliveryQueueRoutes } from './features/home-delivery-queue/routes.ts';
import { icqPublicRoutes } from './features/icq-public/routes.ts';
import { icqReviewRoutes } from './features/icq-reviews/routes.ts';
import { inventorySiteRoutes } from './features/inventory-sites/routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { jobHistoryRoutes } from './features/job-history/routes.ts';
import { knowledgeBaseRoutes } from './features/knowledge-base/routes.ts';
import { createLiveEventHub, liveEventRoutes } from './features/live-events/routes.ts';
import { metabolicFormulaRoutes } from './features/metabolic-formula/routes.ts';
import { mobileScanningRoutes } from './features/mobile-scanning/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { organizationRoutes } from './features/organizations/routes.ts';
import { passwordRoutes } from './features/passwords/routes.ts';
import { pfsRegistrationRoutes } from './features/pfs-registration/routes.ts';
import { publicHelpTicketRoutes } from './features/public-help-ticket/routes.ts';
import { publicSelectRoutes } from './features/public-select/routes.ts';
import { purchaseOrderRoutes } from './features/purchase-orders/routes.ts';
import { refillRoutes } from './features/refills/routes.ts';
import { registrationRoutes } from './features/registrations/routes.ts';
import { releaseNoteRoutes } from './features/release-notes/routes.ts';
import { repackJobRoutes } from './features/repack-jobs/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { rxConnectsRoutes } from './features/rx-connects/routes.ts';
import { rxConnectsPatientRoutes } from './features/rx-connects-patients/routes.ts';
import { rxConnectsPublicRoutes } from './features/rx-connects-public/routes.ts';
import { stockRoutes } from './features/stock/routes.ts';
import { stockCountRoutes } from './features/stock-counts/routes.ts';
import { stockDocumentRoutes } from './features/stock-documents/routes.ts';
import { stockReasonRoutes } from './features/stock-reasons/routes.ts';
import { stockReceiptRoutes } from './features/stock-receipts/routes.ts';
import { stockTransferRoutes } from './features/stock-transfers/routes.ts';
import { systemNotificationRoutes } from './features/system-notifications/routes.ts';
import { systemUpdateRoutes } from './features/system-update/routes.ts';
import { techSpecRoutes } from './features/tech-spec/routes.ts';
import { userAuditHistoryRoutes } from './features/user-audit-history/routes.ts';
import { userLoginHistoryRoutes } from './features/user-login-history/routes.ts';
import { userMembershipRoutes } from './features/user-memberships/routes.ts';
import { userNotificationSettingsRoutes } from './features/user-notification-settings/routes.ts';
import { userProgramLinkRoutes } from './features/user-program-links/routes.ts';
import { accountSecurityAdminRoutes } from './features/user-security/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { workstationRoutes } from './features/workstations/routes.ts';
import { createFingerprintMatcher } from './integrations/fingerprint/fingerprint-matcher.ts';
import { openReportDatabase } from './platform/reporting/report-database.ts';
import { type DeclaredRoute, registerAccessControl } from './plugins/access.ts';
import { registerAnswerCache } from './plugins/answer-cache.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCaptcha } from './plugins/captcha.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { RequestLog, requestLoggerOptions } from './plugins/request-log.ts';
import { setResponseSerializer } from './plugins/response-serializer.ts';
import { registerScheduler } from './plugins/scheduler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's one LISTEN connection: features add their channels before the app is ready (decision 028). */
    notifyListener: NotifyListener;
  }
}

export type App = FastifyInstance & { declaredRoutes: () => DeclaredRoute[] };

export async function buildApp(config: Config, db: Db): Promise<App> {
  const app = Fastify({
    // Query strings can carry tokens (password reset, QR sign-in): logs name the path or route only.
    logger: requestLoggerOptions(config.logLevel),
    // One line per response instead of Fastify's two per request (decision 028).
    logController: new RequestLog(),
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For); by default nobody can.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  setResponseSerializer(app, config.responseValidation);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);

  const production = config.environment === 'production';
  registerSecurityHeaders(app, production);
  registerCompression(app);
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: { info: { title: 'HOMER API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // Same server and role as the pool. Ready waits for the first connection (or its failure, after which it retries
  // in the background), so an instance starts with its announcements heard, or with what follows them off.
  const notifyListener = new NotifyListener(poolOf(db).options, app.log);
  app.decorate('notifyListener', notifyListener);
  app.addHook('onReady', () => notifyListener.start());
  app.addHook('onClose', () => notifyListener.close());

  const declaredRoutes = registerAccessControl(app, { db, config });
  registerAnswerCache(app, config);
  registerCaptcha(app, { db, config });
  if (config.jobsEnabled) registerScheduler(app, db, config);

  await app.register(healthRoutes, { db });
  await app.register(accountRoutes, { db, config });
  await app.register(facilityRoutes, { db, config });
  await app.register(organizationRoutes, { db });
  await app.register(homeRoutes, { config });
  await app.register(jobHistoryRoutes, { db });
  await app.register(passwordRoutes, { db, config });
  await app.register(emailOutboxRoutes, { db, config });
  await app.register(errorReportRoutes, { db, config });
  await app.register(globalAuditRoutes, { db });
  await app.register(userRoutes, { db, config });
  await app.register(accountSecurityAdminRoutes, {
    db,
    matcher: createFingerprintMatcher(config.fingerprint),
  });
  await app.register(accessReviewRoutes, { db, config });
  await app.register(userLoginHistoryRoutes, { db });
  await app.register(userAuditHistoryRoutes, { db });
  await app.register(userMembershipRoutes, { db });
  await app.register(userProgramLinkRoutes, { db });
  await app.register(userNotificationSettingsRoutes, { db });
  await app.register(notificationRoutes, { db });
  await app.register(chatRoutes, { db, config });
  await app.register(releaseNoteRoutes, { db });
  await app.register(knowledgeBaseRoutes, { db });
  await app.register(systemNotificationRoutes, { db });
  await app.register(systemUpdateRoutes, { db });
  await app.register(liveEventRoutes, { db, hub: createLiveEventHub(app, db), webDist: config.webDist });
  await app.register(dashboardRoutes, { db });
  await app.register(techSpecRoutes, { db, config });
  await app.register(fiscalYearRoutes, { db, config });
  await app.register(budgetRoutes, { db, config });
  await app.register(baProgramRoutes, { db, config });
  await app.register(invoiceRoutes, { db, config });
  await app.register(purchaseOrderRoutes, { db, config });
  const reports = openReportDatabase(config, db);
  app.addHook('onClose', () => reports.close());
  await app.register(exportRoutes, { db, reportDb: reports.db, config, exportDefinitions });
  await app.register(homeDeliveryRoutes, { db, config });
  await app.register(homeDeliveryQueueRoutes, { db, config });
  await app.register(refillRoutes, { db, config });
  await app.register(fdaRecallRoutes, { db, config });
  await app.register(mobileScanningRoutes, { db, config });
  await app.register(rxConnectsPublicRoutes, { db, config });
  await app.register(rxConnectsRoutes, { db, config });
  await app.register(icqPublicRoutes, { db, config });
  await app.register(icqReviewRoutes, { db, config });
  await app.register(ciOrderRoutes, { db, config });
  await app.register(addressRoutes, { db, config });
  await app.register(publicSelectRoutes, { db });
  await app.register(herosPublicRoutes, { db, config });
  await app.register(publicHelpTicketRoutes, { db, config });
  await app.register(helpDeskFeedbackRoutes, { db, config });
  await app.register(helpDeskTicketRoutes, { db, config });
  await app.register(herosRoutes, { db, config });
  await app.register(registrationRoutes, { db, config });
  await app.register(pfsRegistrationRoutes, { db, config });
  await app.register(inventorySiteRoutes, { db });
  await app.register(stockRoutes, { db, config });
  await app.register(stockDocumentRoutes, { db });
  await app.register(workstationRoutes, { db });
  await app.register(stockCountRoutes, { db, config });
  await app.register(stockReceiptRoutes, { db, config });
  await app.register(stockTransferRoutes, { db, config });
  await app.register(stockReasonRoutes, { db });
  await app.register(repackJobRoutes, { db, config });
  await app.register(holidayRoutes, { db, config });
  await app.register(metabolicFormulaRoutes, { db, config });
  await app.register(rxConnectsPatientRoutes, { db, config });
  await app.register(reportRoutes, { db, reportDb: reports.db, config });

  await registerApiDocs(app, production);
  await registerWebApp(app, config.webDist, production, config.strichLicenseKey !== null);

  return Object.assign(app, { declaredRoutes }) as App;
}

/** The client sends a JSON content type on every call (spec §7), including POSTs without a body. */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
}
