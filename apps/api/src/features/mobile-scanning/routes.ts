import { errorBodySchema } from '@homer/contracts/envelope';
import {
  mobileScanningMessages as m,
  mobileScanBodySchema,
  mobileScanQuerySchema,
  mobileScanResponseSchema,
  mobileScanningPaths as paths,
} from '@homer/contracts/mobile-scanning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { resolveTimeZone } from '../../platform/time/zoned-time.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { receiveScan } from './scan.ts';

/** Mobile scanning (spec §4.11, §7; decision 060). */
export const mobileScanningRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
