import { homeOptionsSchema } from '@homer/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/Home/GetOptions',
    { config: { access: 'public' }, schema: { tags: ['Home'], response: { 200: homeOptionsSchema } } },
    async () => ({ productName: 'HOMER', environment: config.environment, vendor: config.vendor }),
  );
};
