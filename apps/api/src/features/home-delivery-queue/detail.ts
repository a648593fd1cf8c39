import {
  type HomeDeliveryDetail,
  type HomeDeliveryHistory,
  type HomeDeliveryLine,
  type HomeDeliveryStatus,
  homeDeliveryQueueMessages as m,
  nextHomeDeliveryStatuses,
} from '@homer/contracts/home-delivery-queue';
import { asc, eq, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import {
  homeDeliveryRequestHistory,
  homeDeliveryRequestLines,
  homeDeliveryRequests,
} from '../../db/schema/pharmacy.ts';
import { phoneDigits } from '../../integrations/qs1/phone-digits.ts';
import type { Qs1Adapter, Qs1Prescription } from '../../integrations/qs1/qs1-adapter.ts';
import { HttpError } from '../../plugins/errors.ts';

const r = homeDeliveryRequests;
const h = homeDeliveryRequestHistory;

/**
 * QS1's prescriptions for `rxNumbers` that belong to `phoneNumber`, by Rx number. Another patient's prescription
 * counts as not found, as on the public form.
 */
export async function patientPrescriptions(
  qs1: Qs1Adapter,
  phoneNumber: string,
  rxNumbers: readonly string[],
): Promise<Map<string, Qs1Prescription>> {
  const caller = phoneDigits(phoneNumber);
  const found = await qs1.findPrescriptions(rxNumbers);
  return new Map(
    found
      .filter((p) => p.patientPhone !== null && caller !== '' && phoneDigits(p.patientPhone) === caller)
      .map((p) => [p.rxNumber, p]),
  );
}

/** Each line as QS1 answers now: still this patient's, active, refills left. */
async function checkedLines(
  db: Queryable,
  qs1: Qs1Adapter,
  requestId: number,
  phoneNumber: string,
): Promise<HomeDeliveryLine[]> {
  const stored = await db
    .select({
      rxNumber: homeDeliveryRequestLines.rxNumber,
      refills: homeDeliveryRequestLines.refillsRemaining,
    })
    .from(homeDeliveryRequestLines)
    .where(eq(homeDeliveryRequestLines.requestId, requestId))
    .orderBy(asc(homeDeliveryRequestLines.id));
  const found = await patientPrescriptions(
    qs1,
    phoneNumber,
    stored.map((l) => l.rxNumber),
  );
  return stored.map((line) => {
    const p = found.get(line.rxNumber);
    const problem = !p
      ? m.lineNotFound
      : !p.isActive
        ? m.lineInactive
        : p.refillsRemaining <= 0
          ? m.lineNoRefills
          : null;
    return {
      rxNumber: line.rxNumber,
      refillsAtRequest: line.refills,
      drugName: p?.drugName ?? null,
      refillsRemaining: p ? p.refillsRemaining : null,
      problem,
    };
  });
}

async function historyOf(db: Queryable, requestId: number): Promise<HomeDeliveryHistory[]> {
  const rows = await db
    .select({
      id: h.id,
      at: isoText(h.changedAt),
      byName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, 'Public form')`,
      fromStatus: sql<HomeDeliveryStatus | null>`${h.fromStatus}`,
      toStatus: sql<HomeDeliveryStatus>`${h.toStatus}`,
      note: h.note,
      trackingNumber: h.trackingNumber,
      patientEmailed: h.patientEmailed,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.changedByUserId))
    .where(eq(h.requestId, requestId))
    .orderBy(asc(h.id));
  return rows;
}

/** GET …/GetRequest: the request, its lines re-checked against QS1, its history and where it can go next. */
export async function getHomeDeliveryRequest(
  db: Queryable,
  qs1: Qs1Adapter,
  requestId: number,
): Promise<HomeDeliveryDetail> {
  const [request] = await db
    .select({
      id: r.id,
      phoneNumber: r.phoneNumber,
      status: sql<HomeDeliveryStatus>`${r.status}`,
      submittedAt: isoText(r.submittedAt),
      trackingNumber: r.trackingNumber,
    })
    .from(r)
    .where(eq(r.id, requestId));
  if (!request) throw new HttpError(404, m.notFound);
  const [lines, history] = await Promise.all([
    checkedLines(db, qs1, requestId, request.phoneNumber),
    historyOf(db, requestId),
  ]);
  return { ...request, lines, history, nextStatuses: [...nextHomeDeliveryStatuses(request.status)] };
}
