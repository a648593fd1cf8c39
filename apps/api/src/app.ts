import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/pool.ts';
import { accountRoutes } from './features/account/routes.ts';
import { addressRoutes } from './features/address/routes.ts';
import { baProgramRoutes } from './features/ba-programs/routes.ts';
import { budgetRoutes } from './features/budgets/routes.ts';
import { emailOutboxRoutes } from './features/email-outbox/routes.ts';
import { exportRoutes } from './features/exports/routes.ts';
import { facilityRoutes } from './features/facilities/routes.ts';
import { fiscalYearRoutes } from './features/fiscal-years/routes.ts';
import { globalAuditRoutes } from './features/global-audit/routes.ts';
import { helpDeskFeedbackRoutes } from './features/help-desk-feedback/routes.ts';
import { herosPublicRoutes } from './features/heros-public/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { homeDeliveryRoutes } from './features/home-delivery/routes.ts';
import { icqPublicRoutes } from './features/icq-public/routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { jobHistoryRoutes } from './features/job-history/routes.ts';
import { passwordRoutes } from './features/passwords/routes.ts';
import { pfsRegistrationRoutes } from './features/pfs-registration/routes.ts';
import { publicHelpTicketRoutes } from './features/public-help-ticket/routes.ts';
import { publicSelectRoutes } from './features/public-select/routes.ts';
import { purchaseOrderRoutes } from './features/purchase-orders/routes.ts';
import { releaseNoteRoutes } from './features/release-notes/routes.ts';
import { rxConnectsPublicRoutes } from './features/rx-connects-public/routes.ts';
import { techSpecRoutes } from './features/tech-spec/routes.ts';
import { type DeclaredRoute, registerAccessControl } from './plugins/access.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCaptcha } from './plugins/captcha.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerScheduler } from './plugins/scheduler.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type App = FastifyInstance & { declaredRoutes: () => DeclaredRoute[] };

export async function buildApp(config: Config, db: Db): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Query strings can carry tokens (password reset, QR sign-in): log the path only.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For); by default nobody can.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);

  const production = config.environment === 'production';
  await app.register(helmet, {
    // HTTPS is the proxy's business in production; local and demo runs are plain HTTP on any host name.
    hsts: production,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  });
  await registerCompression(app);
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: { info: { title: 'HOMER API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  const declaredRoutes = registerAccessControl(app, { db, config });
  registerCaptcha(app, { db, config });
  if (config.jobsEnabled) registerScheduler(app, db);

  await app.register(accountRoutes, { db, config });
  await app.register(facilityRoutes, { db });
  await app.register(homeRoutes, { config });
  await app.register(jobHistoryRoutes, { db });
  await app.register(passwordRoutes, { db, config });
  await app.register(emailOutboxRoutes, { db });
  await app.register(globalAuditRoutes, { db });
  await app.register(releaseNoteRoutes, { db });
  await app.register(techSpecRoutes, { db, config });
  await app.register(fiscalYearRoutes, { db, config });
  await app.register(budgetRoutes, { db, config });
  await app.register(baProgramRoutes, { db, config });
  await app.register(invoiceRoutes, { db, config });
  await app.register(purchaseOrderRoutes, { db, config });
  await app.register(exportRoutes, { db, config });
  await app.register(homeDeliveryRoutes, { db, config });
  await app.register(rxConnectsPublicRoutes, { db, config });
  await app.register(icqPublicRoutes, { db, config });
  await app.register(addressRoutes, { db, config });
  await app.register(publicSelectRoutes, { db });
  await app.register(herosPublicRoutes, { db, config });
  await app.register(publicHelpTicketRoutes, { db, config });
  await app.register(helpDeskFeedbackRoutes, { db, config });
  await app.register(pfsRegistrationRoutes, { db, config });

  await registerApiDocs(app, production);
  await registerWebApp(app, config.webDist);

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
