import { countyByNameQuerySchema, countyIdSchema } from '@homer/contracts/rx-connects';
import {
  rxPatientAccess as access,
  rxPatientMessages as m,
  rxPatientPaths as paths,
  rxApplicationListQuerySchema,
  rxApplicationListResponseSchema,
  rxApplicationSchema,
  rxApproveSchema,
  rxCommandResponseSchema,
  rxDenySchema,
  rxDispenseSchema,
  rxDonationListQuerySchema,
  rxDonationListResponseSchema,
  rxDonationOptionsSchema,
  rxDonationSchema,
  rxIdParamsSchema,
  rxMonthlyReportQuerySchema,
  rxMonthlyReportSchema,
  rxReceiveDonationSchema,
} from '@homer/contracts/rx-connects-patients';
import {
  patientApplicationSaveResponseSchema,
  patientApplicationSaveSchema,
  rxApplicationPaths,
  rxRepositoryOptionSchema,
} from '@homer/contracts/rx-patient-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { countyIdByName } from '../../platform/lookups/counties.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { stockDay } from '../../platform/stock/stock-day.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { getApplication } from './application-detail.ts';
import { listApplications } from './application-list.ts';
import { approveApplication, denyApplication } from './decide-application.ts';
import { dispense } from './dispense.ts';
import { donationOptions, getDonation, listDonations } from './donations.ts';
import { monthlyReport } from './monthly-report.ts';
import { receiveDonation } from './receive-donation.ts';
import { repositoryScope } from './repository-scope.ts';
import { approvedRepositories, submitApplication } from './submit-application.ts';

const tags = ['Rx Connects patients'];
// 467: a call that answers an applicant needs a multi-factor session with the inactivity timeout.
const errors = errorResponses(400, 401, 403, 404, 467);
const command = { 200: rxCommandResponseSchema, ...errors };

/** Rx Connects patient applications, dispensing and donation intake (issue 31, decision 112). */
export const rxConnectsPatientRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const publicForm = { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) } as const;
  const publicLookup = { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
  const rules = () => ({ backdateDays: config.stockBackdateDays });
  const userOf = (request: { auth: Auth | null }) => {
    const auth = signedInAuth(request);
    return { auth, actor: { userId: auth.user.id } };
  };
  const scopeOf = (request: { auth: Auth | null }) => repositoryScope(db, signedInAuth(request));

  app.get(
    `/${rxApplicationPaths.repositories}`,
    { config: publicLookup, schema: { tags, response: { 200: z.array(rxRepositoryOptionSchema) } } },
    () => approvedRepositories(db),
  );
  app.get(
    `/${rxApplicationPaths.countyByName}`,
    {
      config: publicLookup,
      schema: { tags, querystring: countyByNameQuerySchema, response: { 200: countyIdSchema } },
    },
    (request) => countyIdByName(db, request.query.countyName),
  );
  app.post(
    `/${rxApplicationPaths.save}`,
    {
      config: publicForm,
      schema: {
        tags,
        body: patientApplicationSaveSchema,
        response: { 200: patientApplicationSaveResponseSchema },
      },
    },
    (request) => submitApplication(db, config, request.body),
  );

  app.get(
    `/${paths.applications}`,
    {
      config: { access: access.pharmacist },
      schema: {
        tags,
        querystring: rxApplicationListQuerySchema,
        response: { 200: rxApplicationListResponseSchema, ...errors },
      },
    },
    async (request) => listApplications(db, await scopeOf(request), request.query),
  );
  app.get(
    `/${paths.application}/:id`,
    {
      config: { access: access.pharmacist },
      schema: { tags, params: rxIdParamsSchema, response: { 200: rxApplicationSchema, ...errors } },
    },
    async (request) => getApplication(db, await scopeOf(request), request.params.id),
  );

  /** A command answers the record it changed, with the message to show. */
  const commandRoute = <B>(
    path: string,
    rule: (typeof access)[keyof typeof access],
    body: ZodType<B>,
    run: (request: { auth: Auth | null }, input: B) => Promise<{ value: number; message: string }>,
  ) =>
    app.post(
      `/${path}`,
      { config: { access: rule }, schema: { tags, body, response: command } },
      async (request) => succeeded(await run(request, request.body as B)),
    );

  commandRoute(paths.approve, access.pharmacist, rxApproveSchema, async (request, form) => {
    const { actor } = userOf(request);
    await approveApplication(db, config, actor, await scopeOf(request), form);
    return { value: form.id, message: m.approved };
  });
  commandRoute(paths.deny, access.pharmacist, rxDenySchema, async (request, form) => {
    const { actor } = userOf(request);
    await denyApplication(db, config, actor, await scopeOf(request), form);
    return { value: form.id, message: m.denied };
  });
  commandRoute(paths.dispense, access.pharmacist, rxDispenseSchema, async (request, form) => {
    const { actor } = userOf(request);
    const value = await dispense(db, actor, await scopeOf(request), form, rules(), stockDay());
    return { value, message: m.dispensed };
  });

  app.get(
    `/${paths.donationOptions}`,
    {
      config: { access: access.stock },
      schema: { tags, response: { 200: rxDonationOptionsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => donationOptions(db, await scopeOf(request)),
  );
  app.get(
    `/${paths.donations}`,
    {
      config: { access: access.stock },
      schema: {
        tags,
        querystring: rxDonationListQuerySchema,
        response: { 200: rxDonationListResponseSchema, ...errors },
      },
    },
    async (request) => listDonations(db, await scopeOf(request), request.query),
  );
  app.get(
    `/${paths.donation}/:id`,
    {
      config: { access: access.stock },
      schema: { tags, params: rxIdParamsSchema, response: { 200: rxDonationSchema, ...errors } },
    },
    async (request) => getDonation(db, await scopeOf(request), request.params.id),
  );
  commandRoute(paths.receiveDonation, access.stock, rxReceiveDonationSchema, async (request, form) => {
    const { actor } = userOf(request);
    const value = await receiveDonation(db, actor, await scopeOf(request), form, rules());
    return { value, message: m.donationReceived };
  });
  app.get(
    `/${paths.monthlyReport}`,
    {
      config: { access: access.stock },
      schema: {
        tags,
        querystring: rxMonthlyReportQuerySchema,
        response: { 200: rxMonthlyReportSchema, ...errors },
      },
    },
    async (request) => monthlyReport(db, await scopeOf(request), request.query),
  );
};
