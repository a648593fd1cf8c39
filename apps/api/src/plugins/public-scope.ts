import type { FastifyInstance } from 'fastify';

/** Marks every route registered in this plugin scope as public (API docs, the web app's files). */
export function declarePublicRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), access: 'public' };
  });
}
