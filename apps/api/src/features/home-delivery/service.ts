import type { Envelope } from '@homer/contracts/envelope';
import {
  type HomeDeliveryModel,
  type HomeDeliverySubmitRequest,
  type HomeDeliveryVerifyRequest,
  homeDeliveryMessages,
  type RxRefill,
  rxKey,
  rxNumberFields,
} from '@homer/contracts/home-delivery';
import { openHomeDeliveryStatuses } from '@homer/contracts/home-delivery-queue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import {
  homeDeliveryRequestHistory,
  homeDeliveryRequestLines,
  homeDeliveryRequests,
} from '../../db/schema/pharmacy.ts';
import { systemActor, type Tx, withTx } from '../../db/tx.ts';
import { phoneDigits } from '../../integrations/qs1/phone-digits.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import { notify, sendNotificationEmails } from '../../platform/notify/notify.ts';

/**
 * Checks each number against the pharmacy system. A number that does not exist and a number that belongs to
 * another patient's phone get the same message, so the form cannot be used to find out which numbers exist.
 */
export async function verifyRefills(
  qs1: Qs1Adapter,
  phoneNumber: string,
  rxNumbers: readonly string[],
): Promise<RxRefill[]> {
  const keys = rxNumbers.map(rxKey);
  const found = new Map((await qs1.findPrescriptions(keys)).map((p) => [p.rxNumber, p]));
  const caller = phoneDigits(phoneNumber);
  return keys.map((rxNumber) => {
    const prescription = found.get(rxNumber);
    const owned =
      prescription?.patientPhone != null &&
      caller !== '' &&
      phoneDigits(prescription.patientPhone) === caller;
    if (!prescription || !owned) {
      return { rxNumber, refillsRemaining: null, errorMessage: homeDeliveryMessages.notFound };
    }
    if (!prescription.isActive) {
      return { rxNumber, refillsRemaining: null, errorMessage: homeDeliveryMessages.inactive };
    }
    if (prescription.refillsRemaining <= 0) {
      return { rxNumber, refillsRemaining: 0, errorMessage: homeDeliveryMessages.noRefills };
    }
    return { rxNumber, refillsRemaining: prescription.refillsRemaining, errorMessage: null };
  });
}

/** Rx numbers among `keys` that are already on a request the pharmacy has not finished (Received, In Process). */
async function openRequestNumbers(db: Db | Tx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ rxNumber: homeDeliveryRequestLines.rxNumber })
    .from(homeDeliveryRequestLines)
    .innerJoin(homeDeliveryRequests, eq(homeDeliveryRequests.id, homeDeliveryRequestLines.requestId))
    .where(
      and(
        inArray(homeDeliveryRequestLines.rxNumber, [...keys]),
        inArray(homeDeliveryRequests.status, [...openHomeDeliveryStatuses]),
      ),
    );
  return new Set(rows.map((r) => r.rxNumber));
}

/** A number that can be refilled but already waits on an open request gets its own message. */
function markOpenRequests(refills: RxRefill[], open: Set<string>): RxRefill[] {
  return refills.map((r) =>
    r.errorMessage === null && open.has(r.rxNumber)
      ? { ...r, errorMessage: homeDeliveryMessages.alreadyRequested }
      : r,
  );
}

function outcome(model: HomeDeliveryModel, successMessage: string): Envelope<null, HomeDeliveryModel> {
  const ok = model.rxRefills.every((r) => r.errorMessage === null);
  const duplicate = model.rxRefills.some((r) => r.errorMessage === homeDeliveryMessages.alreadyRequested);
  return {
    isSuccessful: ok,
    message: ok
      ? successMessage
      : duplicate
        ? homeDeliveryMessages.duplicateRequest
        : homeDeliveryMessages.verifyFailed,
    messageClass: ok ? 'success' : 'error',
    value: null,
    model,
  };
}

/** VerifyAndSubmitHomeDeliveryRefill: the per-prescription check; stores nothing. */
export async function verifyHomeDeliveryRefill(db: Db, qs1: Qs1Adapter, form: HomeDeliveryVerifyRequest) {
  const rxNumbers = rxNumberFields.map((field) => form[field]).filter((n) => n !== '');
  const checked = await verifyRefills(qs1, form.phoneNumber, rxNumbers);
  const rxRefills = markOpenRequests(
    checked,
    await openRequestNumbers(
      db,
      checked.map((r) => r.rxNumber),
    ),
  );
  return outcome({ phoneNumber: form.phoneNumber, rxNumbers, rxRefills }, homeDeliveryMessages.verified);
}

/**
 * SubmitHomeDeliveryRefill: checks the numbers again (the client's copy of the model is not trusted) and
 * stores the request with the refills remaining the pharmacy system reports now. A number already on an open
 * request is refused: a second click, a reload or a second tab must not mail the same prescription twice.
 */
export async function submitHomeDeliveryRefill(
  db: Db,
  config: Config,
  qs1: Qs1Adapter,
  body: HomeDeliverySubmitRequest,
): Promise<Envelope<number, HomeDeliveryModel>> {
  const rxNumbers = body.rxNumbers.map(rxKey);
  const rxRefills = await verifyRefills(qs1, body.phoneNumber, rxNumbers);
  const refused = (refills: RxRefill[]) => {
    const model = { phoneNumber: body.phoneNumber, rxNumbers, rxRefills: refills };
    return { ...outcome(model, homeDeliveryMessages.submitted), value: null };
  };
  if (rxRefills.some((r) => r.errorMessage !== null)) return refused(rxRefills);
  const stored = await withTx(db, systemActor, async (tx) => {
    // Two submits of the same number at once: each waits for the other's lock, so the second sees the first.
    for (const rxNumber of [...rxNumbers].sort()) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`home-delivery-rx:${rxNumber}`}, 0))`,
      );
    }
    const open = await openRequestNumbers(tx, rxNumbers);
    if (open.size > 0) return { open, requestId: null, emails: [] };
    const [request] = await tx
      .insert(homeDeliveryRequests)
      .values({ phoneNumber: body.phoneNumber })
      .returning({ id: homeDeliveryRequests.id });
    if (!request) throw new Error('home delivery request insert returned nothing');
    await tx.insert(homeDeliveryRequestLines).values(
      rxRefills.map((r) => ({
        requestId: request.id,
        rxNumber: r.rxNumber,
        refillsRemaining: r.refillsRemaining ?? 0,
      })),
    );
    await tx.insert(homeDeliveryRequestHistory).values({ requestId: request.id, toStatus: 'Received' });
    // The staff notice names the request only: no phone or Rx numbers leave the queue (decision 055).
    const notified = await notify(tx, config, {
      typeKey: 'pharmacy.home-delivery-submitted',
      recipients: 'audience',
      title: `Home-delivery refill request #${request.id}`,
      message: `${rxRefills.length} prescription${rxRefills.length === 1 ? '' : 's'} to refill and mail.`,
      link: `pharmacy/home-delivery/edit/${request.id}`,
    });
    return { open: null, requestId: request.id, emails: notified.emails };
  });
  if (stored.requestId === null) return refused(markOpenRequests(rxRefills, stored.open));
  await sendNotificationEmails(db, config, stored.emails);
  const model = { phoneNumber: body.phoneNumber, rxNumbers, rxRefills };
  return { ...outcome(model, homeDeliveryMessages.submitted), value: stored.requestId };
}
