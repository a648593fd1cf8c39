import { envelopeSchema } from '@homer/contracts/envelope';
import { routeById } from '@homer/contracts/routes';
import {
  systemUpdateFormSchema,
  systemUpdateResponseSchema,
  systemUpdateSaveResponseSchema,
} from '@homer/contracts/system-update';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { clearSystemUpdate, currentSystemUpdate, scheduleSystemUpdate } from './service.ts';

const tags = ['Administration'];
const base = '/api/Administration/SystemUpdate';

/**
 * The system update countdown (spec §4.5, decision 042). Every signed-in browser asks on load, then follows
 * the live stream's systemUpdateScheduled (decision 046);
 * only SystemAdmins schedule or clear it.
 */
export const systemUpdateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = { access: routeById('systemUpdate').access };

  app.get(
    `${base}/Get`,
    // Asked silently by every signed-in browser on load; the answer must be fresh.
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: systemUpdateResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentSystemUpdate(db);
    },
  );

  app.post(
    `${base}/Save`,
    {
      config: admin,
      schema: { tags, body: systemUpdateFormSchema, response: { 200: systemUpdateSaveResponseSchema } },
    },
    async (request) => scheduleSystemUpdate(db, { userId: request.auth?.user.id ?? null }, request.body),
  );

  app.post(
    `${base}/Clear`,
    { config: admin, schema: { tags, response: { 200: envelopeSchema(z.null(), z.null()) } } },
    async (request) => clearSystemUpdate(db, { userId: request.auth?.user.id ?? null }),
  );
};
