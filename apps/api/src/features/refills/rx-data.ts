import {
  refillMessages as m,
  type RxData,
  type RxDataParams,
  readRxNumber,
  rxInventoryCheck,
  type ValidateAndSaveBody,
  type ValidateAndSaveParams,
  type ValidateAndSaveResult,
} from '@homer/contracts/refills';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { type Qs1Adapter, Qs1UnavailableError } from '../../integrations/qs1/qs1-adapter.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createShipment } from './create-shipment.ts';
import { localRx, rxProblem, syncFromQs1, tiedInventories } from './prescription.ts';
import { assertFacility, refillScope } from './scope.ts';

const blank = (rxNumber: string, errorMessage: string): RxData => ({
  rxNumber,
  errorMessage,
  messageClass: 'error',
  inventories: [],
});

/**
 * GET api/Inventory/QS1/GetRxData: whether the Rx can be refilled and the inventories that can fill it. An Rx
 * that cannot answers errorMessage; how many inventories there are is the widget's to judge (§5). Nothing of
 * the prescription itself (drug, refills, patient) is answered: the call is not PHI (decision 067).
 */
export async function getRxData(db: Db, qs1: Qs1Adapter, auth: Auth, query: RxDataParams): Promise<RxData> {
  const scope = await refillScope(db, auth);
  if (query.facilityId > 0) assertFacility(scope, query.facilityId);
  const read = readRxNumber(query.rxNumber, query.scanned);
  if ('error' in read) return blank('', read.error);
  let known: Set<string> | null;
  try {
    known = await syncFromQs1(db, { userId: auth.user.id }, qs1, [read.rx]);
  } catch (error) {
    if (error instanceof Qs1UnavailableError) return blank(read.rx, m.qs1Unavailable);
    throw error;
  }
  const rx = await localRx(db, read.rx, known);
  const problem = await rxProblem(db, read.rx, rx);
  if (!rx || problem) return blank(read.rx, problem ?? m.rxNotFound(read.rx));
  const facilityIds =
    query.facilityId > 0 ? [query.facilityId] : query.isFacility && !scope.all ? scope.facilityIds : null;
  return {
    rxNumber: rx.rxNumber,
    errorMessage: null,
    messageClass: null,
    inventories: await tiedInventories(db, rx.id, facilityIds),
  };
}

const refusal = (
  errorMessage: string,
  messageClass: 'error' | 'warning' = 'error',
): ValidateAndSaveResult => ({
  errorMessage,
  messageClass,
  shipmentId: null,
  inventoryId: null,
});

/**
 * POST api/Inventory/QS1/ValidateAndSaveRxData: checks the Rx again (QS1 is read anew; the body is only the
 * number) and creates a Not Submitted shipment at the chosen (or only) inventory of the facility. The
 * prescription row is locked, so two scans of one Rx cannot both open a shipment.
 */
export async function validateAndSaveRxData(
  db: Db,
  qs1: Qs1Adapter,
  auth: Auth,
  query: ValidateAndSaveParams,
  body: Pick<ValidateAndSaveBody, 'rxNumber'>,
): Promise<ValidateAndSaveResult> {
  const scope = await refillScope(db, auth);
  assertFacility(scope, query.facilityId);
  const [facility] = await db
    .select({ isPharmacy: facilities.isPharmacy, supportsRequests: facilities.supportsRequests })
    .from(facilities)
    .where(eq(facilities.id, query.facilityId));
  if (!facility) throw new HttpError(404, m.facilityNotFound);
  if (!facility.isPharmacy || !facility.supportsRequests) return refusal(m.facilityNotPharmacy);
  const read = readRxNumber(body.rxNumber, false);
  if ('error' in read) return refusal(read.error);
  const actor = { userId: auth.user.id };
  let known: Set<string> | null;
  try {
    known = await syncFromQs1(db, actor, qs1, [read.rx]);
  } catch (error) {
    if (error instanceof Qs1UnavailableError) return refusal(m.qs1Unavailable);
    throw error;
  }
  return withTx(db, actor, async (tx) => {
    const rx = await localRx(tx, read.rx, known, true);
    const problem = await rxProblem(tx, read.rx, rx);
    if (!rx?.ndc || problem) return refusal(problem ?? m.rxNotFound(read.rx));
    const inventories = await tiedInventories(tx, rx.id, [query.facilityId]);
    if (query.inventorySiteId > 0 && !inventories.some((i) => i.inventorySiteId === query.inventorySiteId))
      return refusal(m.inventoryNotTied);
    const check = rxInventoryCheck(inventories, query.inventorySiteId);
    if (check) return refusal(check.message, check.messageClass);
    const inventoryId =
      query.inventorySiteId > 0 ? query.inventorySiteId : (inventories[0]?.inventorySiteId ?? 0);
    const shipmentId = await createShipment(tx, {
      facilityId: query.facilityId,
      inventorySiteId: inventoryId,
      userId: auth.user.id,
      items: [{ rx: { ...rx, ndc: rx.ndc }, quantity: rx.dispenseQuantity }],
    });
    return { errorMessage: null, messageClass: null, shipmentId, inventoryId };
  });
}
