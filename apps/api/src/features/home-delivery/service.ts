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
import type { Db } from '../../db/pool.ts';
import { homeDeliveryRequestLines, homeDeliveryRequests } from '../../db/schema/pharmacy.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { phoneDigits } from '../../integrations/qs1/phone-digits.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';

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

function outcome(model: HomeDeliveryModel, successMessage: string): Envelope<null, HomeDeliveryModel> {
  const ok = model.rxRefills.every((r) => r.errorMessage === null);
  return {
    isSuccessful: ok,
    message: ok ? successMessage : homeDeliveryMessages.verifyFailed,
    messageClass: ok ? 'success' : 'error',
    value: null,
    model,
  };
}

/** VerifyAndSubmitHomeDeliveryRefill: the per-prescription check; stores nothing. */
export async function verifyHomeDeliveryRefill(qs1: Qs1Adapter, form: HomeDeliveryVerifyRequest) {
  const rxNumbers = rxNumberFields.map((field) => form[field]).filter((n) => n !== '');
  const rxRefills = await verifyRefills(qs1, form.phoneNumber, rxNumbers);
  return outcome({ phoneNumber: form.phoneNumber, rxNumbers, rxRefills }, homeDeliveryMessages.verified);
}

/**
 * SubmitHomeDeliveryRefill: checks the numbers again (the client's copy of the model is not trusted) and
 * stores the request with the refills remaining the pharmacy system reports now.
 */
export async function submitHomeDeliveryRefill(
  db: Db,
  qs1: Qs1Adapter,
  body: HomeDeliverySubmitRequest,
): Promise<Envelope<number, HomeDeliveryModel>> {
  const rxNumbers = body.rxNumbers.map(rxKey);
  const rxRefills = await verifyRefills(qs1, body.phoneNumber, rxNumbers);
  const model = { phoneNumber: body.phoneNumber, rxNumbers, rxRefills };
  const checked = outcome(model, homeDeliveryMessages.submitted);
  if (!checked.isSuccessful) return { ...checked, value: null };
  const requestId = await withTx(db, systemActor, async (tx) => {
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
    return request.id;
  });
  return { ...checked, value: requestId };
}
