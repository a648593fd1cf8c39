import {
  type HomeDeliveryChangeStatus,
  type HomeDeliveryDetail,
  type HomeDeliveryStatus,
  isHomeDeliveryTransition,
  homeDeliveryQueueMessages as m,
} from '@homer/contracts/home-delivery-queue';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import {
  homeDeliveryRequestHistory,
  homeDeliveryRequestLines,
  homeDeliveryRequests,
} from '../../db/schema/pharmacy.ts';
import { withTx } from '../../db/tx.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import { type Email, sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getHomeDeliveryRequest } from './detail.ts';
import { patientEmailOf, shippedEmail } from './shipped-email.ts';

const r = homeDeliveryRequests;

/**
 * POST …/ChangeStatus: one step of Received → In Process → Shipped (or → Cancelled with a reason), recorded in
 * the history. The row is locked and compared with the status the page showed, so two people cannot both move it.
 * At Shipped the patient is emailed when QS1 has an address; the history says whether that happened.
 */
export async function changeHomeDeliveryStatus(
  db: Db,
  config: Config,
  qs1: Qs1Adapter,
  userId: number,
  body: Required<HomeDeliveryChangeStatus>,
): Promise<HomeDeliveryDetail> {
  const email = await withTx(db, { userId }, async (tx): Promise<Email | null> => {
    const [request] = await tx
      .select({ status: r.status, phoneNumber: r.phoneNumber })
      .from(r)
      .where(eq(r.id, body.id))
      .for('update');
    if (!request) throw new HttpError(404, m.notFound);
    const from = request.status as HomeDeliveryStatus;
    if (from !== body.fromStatus) throw new HttpError(409, m.changedMeanwhile);
    if (!isHomeDeliveryTransition(from, body.toStatus))
      throw new HttpError(400, m.illegalTransition(from, body.toStatus));
    const shipping = body.toStatus === 'Shipped';
    const trackingNumber = shipping && body.trackingNumber !== '' ? body.trackingNumber : null;
    let mail: Email | null = null;
    if (shipping) {
      const lines = await tx
        .select({ rxNumber: homeDeliveryRequestLines.rxNumber })
        .from(homeDeliveryRequestLines)
        .where(eq(homeDeliveryRequestLines.requestId, body.id));
      const rxNumbers = lines.map((l) => l.rxNumber);
      const address = await patientEmailOf(qs1, request.phoneNumber, rxNumbers);
      mail = address
        ? shippedEmail(address, { id: body.id, prescriptionCount: rxNumbers.length, trackingNumber })
        : null;
    }
    await tx
      .update(r)
      .set({ status: body.toStatus, updatedAt: new Date(), ...(shipping ? { trackingNumber } : {}) })
      .where(eq(r.id, body.id));
    await tx.insert(homeDeliveryRequestHistory).values({
      requestId: body.id,
      changedByUserId: userId,
      fromStatus: from,
      toStatus: body.toStatus,
      note: body.note === '' ? null : body.note,
      trackingNumber,
      patientEmailed: shipping ? mail !== null : null,
    });
    return mail;
  });
  // After commit: a mail never goes out for a move that was rolled back. Staff-caused, so not capped.
  if (email) await sendEmail(db, config, email, 'staff');
  return getHomeDeliveryRequest(db, qs1, body.id);
}
