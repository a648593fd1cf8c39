import {
  homeDeliverySubmitRequestSchema,
  homeDeliverySubmitResponseSchema,
  homeDeliveryVerifyRequestSchema,
  homeDeliveryVerifyResponseSchema,
} from '@homer/contracts/home-delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { internalQs1 } from '../../integrations/qs1/internal-qs1.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { submitHomeDeliveryRefill, verifyHomeDeliveryRefill } from './service.ts';

const tags = ['Home delivery'];

export const homeDeliveryRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; qs1?: Qs1Adapter }> = async (
  app,
  { db, config, qs1 = internalQs1(db) },
) => {
  const publicForm = { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) } as const;

  app.post(
    '/api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill',
    {
      config: publicForm,
      schema: {
        tags,
        body: homeDeliveryVerifyRequestSchema,
        response: { 200: homeDeliveryVerifyResponseSchema },
      },
    },
    async (request) => verifyHomeDeliveryRefill(db, qs1, request.body),
  );

  app.post(
    '/api/PublicHomeDelivery/SubmitHomeDeliveryRefill',
    {
      // Stores the request, so it carries its own captcha and limit: the page solves a fresh captcha for it.
      config: publicForm,
      schema: {
        tags,
        body: homeDeliverySubmitRequestSchema,
        response: { 200: homeDeliverySubmitResponseSchema },
      },
    },
    async (request) => submitHomeDeliveryRefill(db, config, qs1, request.body),
  );
};
