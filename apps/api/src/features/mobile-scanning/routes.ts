import { errorBodySchema } from '@homer/contracts/envelope';
import {
  mobileScanningMessages as m,
  mobileScanBodySchema,
  mobileScanQuerySchema,
  mobileScanResponseSchema,
  mobileScanningPaths as paths,
  strichLicenseSchema,
} from '@homer/contracts/mobile-scanning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { receiveScan } from './scan.ts';

/** Mobile scanning (spec §4.11, §7; decisions 060, 109). */
export const mobileScanningRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    `/${paths.strichLicense}`,
    {
      // Any signed-in session, the phone's mobile-scanning one included (spec §7 allows the call). The key is not
      // a server secret: STRICH keys are browser keys bound to the app's domain, and the phone's browser must hold
      // it to start the SDK, so every signed-in browser may read it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['Mobile scanning'],
        response: { 200: strichLicenseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      // Said here as well as by the /api default: a changed or withdrawn key must reach phones at once, never
      // from a cache.
      reply.header('cache-control', 'no-store');
      return { licenseKey: config.strichLicenseKey };
    },
  );

  app.post(
    `/${paths.scan}`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Mobile scanning'],
        querystring: mobileScanQuerySchema,
        body: mobileScanBodySchema,
        response: {
          200: mobileScanResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const auth = signedInAuth(request);
      // Only a phone signed in by QR code scans: a desktop session has the page itself.
      if (!auth.user.mobileScanning) throw new HttpError(403, m.phoneOnly);
      const scan = await receiveScan(db, {
        userId: auth.user.id,
        parentUrl: request.query.parentUrl,
        value: request.body.value,
        timeZone: resolveTimeZone(request.headers['x-timezone']),
      });
      return succeeded({ message: m.sent, value: scan });
    },
  );
};
