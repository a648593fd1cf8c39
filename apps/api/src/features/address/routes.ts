import { addressInputSchema, addressMessages, verifyAddressResponseSchema } from '@homer/contracts/address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { refused, succeeded } from '../../plugins/errors.ts';

export const addressRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/PublicAddress/Verify',
    {
      // Each lookup may cost a paid Smarty call: a person verifies a few addresses per form.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Address'],
        querystring: addressInputSchema,
        response: { 200: verifyAddressResponseSchema },
      },
    },
    async (request) => {
      const verified = await verifyAddress(db, config, request.query);
      return verified ? succeeded({ value: verified }) : refused(addressMessages.notFound);
    },
  );
};
