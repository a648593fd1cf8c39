import { normalizeIP } from '@fastify/rate-limit';
import { envelopeSchema, pagedSchema } from '@homer/contracts/envelope';
import {
  errorGroupIdSchema,
  errorGroupListQuerySchema,
  errorGroupRowSchema,
  errorGroupSchema,
  errorReportLimits,
  errorReportMessages,
  errorReportSchema,
  errorReportPaths as paths,
} from '@homer/contracts/error-reports';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { errorResponses, HttpError, setServerErrorSink, succeeded } from '../../plugins/errors.ts';
import { getGroup, groupExists, listGroups, resolveGroup } from './queries.ts';
import { serverRelease } from './server-release.ts';
import { storeOccurrence } from './store.ts';

const tags = ['Error reports'];
const commandResponse = envelopeSchema(z.null(), z.null());

/**
 * Error reports (decision 070): any page may report, signed in or not; the error-report area (Admin module, User)
 * lists the groups, shows one with its occurrences and resolves it. The server's own 5xx are stored here too.
 */
export const errorReportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const area = { access: routeById('errorReports').access };
  const release = serverRelease(config.webDist);

  setServerErrorSink(app, (error, request) =>
    storeOccurrence(db, {
      source: 'server',
      kind: 'server',
      type: error.name || 'Error',
      message: error.message || '(no message)',
      stack: error.stack,
      // The route's pattern, never the address: ids and query strings (tokens) stay out.
      route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
      release,
      status: 500,
      userId: request.auth?.user.id ?? null,
      requestId: request.id,
    }).then(() => undefined),
  );

  app.post(
    `/${paths.report}`,
    {
      // Public pages report too, so the route is public and rate limited: strictly per address without a
      // sign-in, per user with one (an office behind one address would otherwise share ten a minute).
      config: {
        access: 'public',
        rateLimit: {
          max: (request) =>
            request.auth ? errorReportLimits.signedInPerMinute : errorReportLimits.anonymousPerMinute,
          keyGenerator: (request) =>
            request.auth ? `error-report:user:${request.auth.user.id}` : normalizeIP(request.ip),
          timeWindow: '1 minute',
        },
      },
      // Spec §9: 32 KB; a larger body is refused (413) before it is parsed.
      bodyLimit: errorReportLimits.bodyBytes,
      schema: {
        tags,
        body: errorReportSchema,
        response: { 200: commandResponse, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      await storeOccurrence(db, {
        ...request.body,
        source: 'web',
        userId: request.auth?.user.id ?? null,
      });
      return succeeded({ message: errorReportMessages.received });
    },
  );

  app.get(
    `/${paths.list}`,
    {
      config: area,
      schema: {
        tags,
        querystring: errorGroupListQuerySchema,
        response: { 200: pagedSchema(errorGroupRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listGroups(db, request.query),
  );

  app.get(
    `/${paths.group}`,
    {
      config: area,
      schema: {
        tags,
        querystring: errorGroupIdSchema,
        response: { 200: errorGroupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const group = await getGroup(db, request.query.id);
      if (!group) throw new HttpError(404, errorReportMessages.notFound);
      return group;
    },
  );

  app.post(
    `/${paths.resolve}`,
    {
      config: area,
      schema: {
        tags,
        body: errorGroupIdSchema,
        response: { 200: commandResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.auth?.user.id;
      if (userId === undefined) throw new HttpError(401, 'Not signed in.');
      if (await resolveGroup(db, request.body.id, userId)) {
        return succeeded({ message: errorReportMessages.resolved });
      }
      if (await groupExists(db, request.body.id))
        throw new HttpError(409, errorReportMessages.alreadyResolved);
      throw new HttpError(404, errorReportMessages.notFound);
    },
  );
};
