import {
  metabolicFormulaAccess as access,
  mfMessages as m,
  mfCommandResponseSchema,
  mfDecisionSchema,
  mfEnrolmentSaveSchema,
  mfIdQuerySchema,
  mfOptionsSchema,
  mfOrderCancelSchema,
  mfOrderCreateSchema,
  mfOrderListQuerySchema,
  mfOrderListResponseSchema,
  mfOrderParamsSchema,
  mfOrderSchema,
  mfOrderShipSchema,
  mfPatientListQuerySchema,
  mfPatientListResponseSchema,
  mfPatientResponseSchema,
  mfPrescriptionSaveSchema,
  metabolicFormulaPaths as paths,
} from '@homer/contracts/metabolic-formula';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { stockDay } from '../../platform/stock/stock-day.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import { cancelMfOrder } from './cancel-order.ts';
import { createMfOrder } from './create-order.ts';
import { decideEligibility } from './decide-eligibility.ts';
import { mfOptions } from './options.ts';
import { getMfOrder } from './order-detail.ts';
import { listMfOrders } from './order-list.ts';
import { getMfPatient } from './patient-detail.ts';
import { listMfPatients } from './patient-list.ts';
import { saveEnrolment } from './save-enrolment.ts';
import { savePrescription } from './save-prescription.ts';
import { shipMfOrder } from './ship-order.ts';

const tags = ['Metabolic formula'];
// 467: every call that answers a patient needs a multi-factor session with the inactivity timeout.
const errors = errorResponses(400, 401, 403, 404, 467);
const command = { 200: mfCommandResponseSchema, ...errors };

type Actor = { userId: number };

/** The metabolic formula programme (issue 31, decision 111): enrolment, eligibility, prescriptions and orders. */
export const metabolicFormulaRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const actorOf = (request: { auth: Auth | null }): Actor => ({ userId: signedInAuth(request).user.id });
  const rules = () => ({ backdateDays: config.stockBackdateDays });
  /** A command answers the record it made or changed, with the message to show. */
  const commandRoute = <B>(
    path: string,
    rule: (typeof access)[keyof typeof access],
    body: ZodType<B>,
    run: (actor: Actor, input: B) => Promise<{ value: number; message: string }>,
  ) =>
    app.post(
      `/${path}`,
      { config: { access: rule }, schema: { tags, body, response: command } },
      async (request) => succeeded(await run(actorOf(request), request.body as B)),
    );

  app.get(
    `/${paths.patients}`,
    {
      config: { access: access.staff },
      schema: {
        tags,
        querystring: mfPatientListQuerySchema,
        response: { 200: mfPatientListResponseSchema, ...errors },
      },
    },
    (request) => listMfPatients(db, request.query),
  );
  app.get(
    `/${paths.patient}`,
    {
      config: { access: access.staff },
      schema: { tags, querystring: mfIdQuerySchema, response: { 200: mfPatientResponseSchema, ...errors } },
    },
    (request) => getMfPatient(db, request.query.id),
  );
  app.get(
    `/${paths.options}`,
    {
      config: { access: access.options },
      schema: { tags, response: { 200: mfOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => mfOptions(db),
  );
  app.get(
    `/${paths.orders}`,
    {
      config: { access: access.staff },
      schema: {
        tags,
        querystring: mfOrderListQuerySchema,
        response: { 200: mfOrderListResponseSchema, ...errors },
      },
    },
    (request) => listMfOrders(db, request.query),
  );
  app.get(
    `/${paths.order}/:id`,
    {
      config: { access: access.staff },
      schema: { tags, params: mfOrderParamsSchema, response: { 200: mfOrderSchema, ...errors } },
    },
    (request) => getMfOrder(db, request.params.id),
  );

  commandRoute(paths.saveEnrolment, access.staff, mfEnrolmentSaveSchema, async (actor, form) => {
    const saved = await saveEnrolment(db, config, actor, form);
    return { value: saved.patientId, message: saved.created ? m.enrolled : m.saved };
  });
  commandRoute(paths.decide, access.reviewer, mfDecisionSchema, async (actor, form) => {
    await decideEligibility(db, actor, form);
    return { value: form.patientId, message: m.decided };
  });
  commandRoute(paths.savePrescription, access.staff, mfPrescriptionSaveSchema, async (actor, form) => ({
    value: await savePrescription(db, actor, form),
    message: m.prescriptionSaved,
  }));
  commandRoute(paths.createOrder, access.staff, mfOrderCreateSchema, async (actor, form) => ({
    value: await createMfOrder(db, actor, form),
    message: m.ordered,
  }));
  commandRoute(paths.shipOrder, access.shipper, mfOrderShipSchema, async (actor, form) => {
    await shipMfOrder(db, actor, form, rules(), stockDay());
    return { value: form.orderId, message: m.shipped };
  });
  commandRoute(paths.cancelOrder, access.staff, mfOrderCancelSchema, async (actor, form) => {
    await cancelMfOrder(db, actor, form);
    return { value: form.orderId, message: m.cancelled };
  });
};
