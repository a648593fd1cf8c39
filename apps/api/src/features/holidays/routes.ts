import { pagedSchema } from '@homer/contracts/envelope';
import {
  holidayListQuerySchema,
  holidayRemoveSchema,
  holidayResponseSchema,
  holidayRowSchema,
  holidaySaveSchema,
  holidayPaths as paths,
  publicHolidaysSchema,
} from '@homer/contracts/holidays';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { listHolidays, publicHolidays } from './queries.ts';
import { removeHoliday, saveHoliday } from './service.ts';

const tags = ['Holidays'];
const errors = errorResponses(400, 401, 403, 404);

/** The holiday calendar (decision 108): Admin SystemAdmins keep it; anyone reads this year's and next year's. */
export const holidayRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const access = { access: routeById('holidayCalendar').access };
  const actor = (request: Parameters<typeof signedInAuth>[0]) => ({ userId: signedInAuth(request).user.id });
  const command = { 200: holidayResponseSchema, ...errors };

  app.get(
    `/${paths.list}`,
    {
      config: access,
      schema: {
        tags,
        querystring: holidayListQuerySchema,
        response: { 200: pagedSchema(holidayRowSchema), ...errors },
      },
    },
    (request) => listHolidays(db, request.query),
  );
  app.post(
    `/${paths.save}`,
    { config: access, schema: { tags, body: holidaySaveSchema, response: command } },
    (request) => saveHoliday(db, actor(request), request.body),
  );
  app.post(
    `/${paths.remove}`,
    { config: access, schema: { tags, body: holidayRemoveSchema, response: command } },
    (request) => removeHoliday(db, actor(request), request.body),
  );
  app.get(
    `/${paths.publicList}`,
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: publicHolidaysSchema, ...errorResponses(429) } },
    },
    () => publicHolidays(db, config.programTimeZone),
  );
};
