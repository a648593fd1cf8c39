import swaggerUi from '@fastify/swagger-ui';
import { Module, type ModuleRule, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { declarePublicRoutes } from './public-scope.ts';

/** Who may read the API description in production: anyone with the Admin module (decision 021). */
export const productionDocsAccess: ModuleRule = { module: Module.Admin, minRole: Role.User };

/**
 * The OpenAPI UI and JSON at /api/docs. Public outside production. In production only for Admin users, and
 * everyone else gets the answer of a path that does not exist, so the docs do not announce the API's surface.
 * A browser cannot send the bearer token when navigating, so in production the JSON (`/api/docs/json`) is
 * fetched with the token, e.g. by curl.
 */
export async function registerApiDocs(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(async (docs) => {
    if (production) {
      docs.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), access: productionDocsAccess };
      });
      // The access guard's 401/403 become the not-found answer; anything else goes to the app's handler.
      docs.setErrorHandler((error) => {
        if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) {
          throw new HttpError(404, messages.notFound);
        }
        throw error;
      });
    } else {
      declarePublicRoutes(docs);
    }
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
