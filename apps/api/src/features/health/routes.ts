import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';

/** How long readiness waits for PostgreSQL: below the usual load-balancer check timeout of 5 s. */
export const readinessTimeoutMs = 2_000;

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']).optional(),
});

/**
 * For load balancers and orchestrators (README, Behind a load balancer; decision 069). Public, since checks carry
 * no credentials, and free of rate limits, since a few checkers ask often from one address; the answers name no
 * server, version or error. GET and HEAD both answer (Fastify's exposeHeadRoutes).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], response: { 200: healthSchema } },
    },
    // Liveness: the process answers. It never asks the database, so an outage there does not get instances restarted.
    async () => ({ status: 'ok' as const }),
  );

  const probe = databaseProbe(db);
  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      if (await probe()) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );
};

/**
 * Whether `select 1` answers within the timeout. Checks arriving while one query is out share it, so a flood of
 * checks or a database that hangs holds at most one pooled connection.
 */
function databaseProbe(db: Db): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  return async () => {
    pending ??= db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        pending = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), readinessTimeoutMs);
    });
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
