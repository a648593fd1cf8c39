import {
  homeDeliveryChangeStatusResponseSchema,
  homeDeliveryChangeStatusSchema,
  homeDeliveryDetailResponseSchema,
  homeDeliveryIdQuerySchema,
  homeDeliveryListQuerySchema,
  homeDeliveryListResponseSchema,
  homeDeliveryQueueMessages,
  homeDeliveryStatusCountsQuerySchema,
  homeDeliveryStatusCountsSchema,
  homeDeliveryQueuePaths as paths,
} from '@homer/contracts/home-delivery-queue';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { internalQs1 } from '../../integrations/qs1/internal-qs1.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { changeHomeDeliveryStatus } from './change-status.ts';
import { getHomeDeliveryRequest } from './detail.ts';
import { homeDeliveryStatusCounts, listHomeDeliveryRequests } from './queue.ts';

const tags = ['Home-delivery queue'];
const errors = errorResponses(400, 401, 403, 404, 409, 467);
// Inventory Technician+, PHI (multi-factor session and inactivity timeout): the pages' own rule.
const staff = { access: routeById('homeDeliveryQueue').access };

/** The pharmacy's home-delivery refill queue (issue 14; decision 055). */
export const homeDeliveryQueueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  qs1?: Qs1Adapter;
}> = async (app, { db, config, qs1 = internalQs1(db) }) => {
  app.get(
    `/${paths.list}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: homeDeliveryListQuerySchema,
        response: { 200: homeDeliveryListResponseSchema, ...errors },
      },
    },
    (request) => listHomeDeliveryRequests(db, request.query),
  );
  app.get(
    `/${paths.statusCounts}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: homeDeliveryStatusCountsQuerySchema,
        response: { 200: homeDeliveryStatusCountsSchema, ...errors },
      },
    },
    (request) => homeDeliveryStatusCounts(db, request.query),
  );
  app.get(
    `/${paths.request}`,
    {
      config: staff,
      schema: {
        tags,
        querystring: homeDeliveryIdQuerySchema,
        response: { 200: homeDeliveryDetailResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await getHomeDeliveryRequest(db, qs1, request.query.id) }),
  );
  app.post(
    `/${paths.changeStatus}`,
    {
      config: staff,
      schema: {
        tags,
        body: homeDeliveryChangeStatusSchema,
        response: { 200: homeDeliveryChangeStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const value = await changeHomeDeliveryStatus(
        db,
        config,
        qs1,
        signedInAuth(request).user.id,
        request.body,
      );
      return succeeded({ value, message: homeDeliveryQueueMessages.moved(value.status) });
    },
  );
};
