import { barcodeMatchesNdc, ndcFromBarcode } from '@homer/contracts/ndc-barcode';
import {
  canEditRefillItems,
  refillMessages as m,
  nextRefillStep,
  qcStep,
  type RefillAddItem,
  type RefillMoveStep,
  type RefillRemoveItem,
  type RefillVerifyItem,
  readRxNumber,
  refillSteps,
} from '@homer/contracts/refills';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { prescriptions } from '../../db/schema/pharmacy.ts';
import { refillShipmentItems, refillShipmentSteps, refillShipments } from '../../db/schema/refills.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { itemProducts } from './item-products.ts';
import { isTied, localRx, rxProblem, syncOrFail } from './prescription.ts';
import { type FacilityScope, isPharmacist } from './scope.ts';
import { shipmentRow } from './shipment.ts';
import { allocateItems, releaseItem, shipItems } from './shipment-stock.ts';

/** What a command did, as a success, or as a warning when it was done but needs attention. */
export type CommandNotice = string | { message: string; messageClass: 'warning' };

const withWarnings = (message: string, warnings: string[]): CommandNotice =>
  warnings.length === 0 ? message : { message: [message, ...warnings].join(' '), messageClass: 'warning' };

const i = refillShipmentItems;

/** The shipment locked, at the step the page showed (409 when someone moved it since). */
async function stamped(tx: Tx, scope: FacilityScope, shipmentId: number, shownStep: number) {
  const row = await shipmentRow(tx, scope, shipmentId, true);
  if (row.currentStep !== shownStep) throw new HttpError(409, m.changedMeanwhile);
  return row;
}

async function touch(tx: Tx, shipmentId: number, set: Partial<typeof refillShipments.$inferInsert> = {}) {
  await tx
    .update(refillShipments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(refillShipments.id, shipmentId));
}

/** POST …/AddItem: an Rx of the shipment's patient that its inventory can fill, while items may change. */
export async function addRefillItem(
  db: Db,
  qs1: Qs1Adapter,
  auth: Auth,
  scope: FacilityScope,
  body: RefillAddItem & { scanned: boolean },
): Promise<CommandNotice> {
  const read = readRxNumber(body.rxNumber, body.scanned);
  if ('error' in read) throw new HttpError(400, read.error);
  const rxNumber = read.rx;
  const actor = { userId: auth.user.id };
  const known = await syncOrFail(db, actor, qs1, [rxNumber]);
  return withTx(db, actor, async (tx) => {
    const shipment = await stamped(tx, scope, body.shipmentId, body.currentStep);
    if (!canEditRefillItems(shipment.currentStep)) throw new HttpError(400, m.itemsLocked);
    const rx = await localRx(tx, rxNumber, known, true);
    if (rx) {
      const [already] = await tx
        .select({ id: i.id })
        .from(i)
        .where(and(eq(i.shipmentId, shipment.id), eq(i.prescriptionId, rx.id)));
      if (already) throw new HttpError(400, m.alreadyOnShipment(rxNumber));
    }
    const problem = await rxProblem(tx, rxNumber, rx);
    if (!rx?.ndc || problem) throw new HttpError(400, problem ?? m.rxNotFound(rxNumber));
    if (!(await isTied(tx, rx.id, shipment.inventorySiteId))) throw new HttpError(400, m.inventoryNotTied);
    const [anyItem] = await tx.select({ id: i.id }).from(i).where(eq(i.shipmentId, shipment.id)).limit(1);
    if (anyItem && shipment.patientId !== rx.patientId) throw new HttpError(400, m.otherPatient);
    const [added] = await tx
      .insert(i)
      .values({
        shipmentId: shipment.id,
        prescriptionId: rx.id,
        rxNumber: rx.rxNumber,
        ndc: rx.ndc,
        quantity: body.quantity ?? rx.dispenseQuantity,
      })
      .returning({ id: i.id });
    await touch(tx, shipment.id, anyItem ? {} : { patientId: rx.patientId });
    // In Product Prep the shipment's stock is already set aside: the new item takes its own now.
    const warnings =
      added && shipment.currentStep === refillSteps.ProductPrep
        ? await allocateItems(tx, shipment, await itemProducts(tx, { itemIds: [added.id] }), false)
        : [];
    return withWarnings(m.itemAdded(rxNumber), warnings);
  });
}

/** POST …/RemoveItem, while items may change; the last one gone, the shipment has no patient again. */
export async function removeRefillItem(db: Db, auth: Auth, scope: FacilityScope, body: RefillRemoveItem) {
  return withTx(db, { userId: auth.user.id }, async (tx) => {
    const shipment = await stamped(tx, scope, body.shipmentId, body.currentStep);
    if (!canEditRefillItems(shipment.currentStep)) throw new HttpError(400, m.itemsLocked);
    const [removed] = await tx
      .delete(i)
      .where(and(eq(i.id, body.itemId), eq(i.shipmentId, shipment.id)))
      .returning({ id: i.id, rxNumber: i.rxNumber });
    if (!removed) throw new HttpError(404, m.itemNotFound);
    await releaseItem(tx, removed.id);
    const [left] = await tx.select({ id: i.id }).from(i).where(eq(i.shipmentId, shipment.id)).limit(1);
    await touch(tx, shipment.id, left ? {} : { patientId: null });
    return m.itemRemoved(removed.rxNumber);
  });
}

/**
 * POST …/MoveStep: one step forward from the step the page showed. Leaving Not Submitted needs an item;
 * leaving QC Check needs a pharmacist and every item verified; Completed takes one refill off each
 * prescription (decision 058), refused while any has none left.
 */
export async function moveRefillStep(
  db: Db,
  config: Config,
  auth: Auth,
  scope: FacilityScope,
  body: RefillMoveStep,
): Promise<CommandNotice> {
  const actor = { userId: auth.user.id };
  return withTx(db, actor, async (tx) => {
    const shipment = await stamped(tx, scope, body.shipmentId, body.fromStep);
    if (nextRefillStep(body.fromStep) !== body.toStep)
      throw new HttpError(400, m.illegalStep(body.fromStep, body.toStep));
    const items = await tx
      .select({
        prescriptionId: i.prescriptionId,
        rxNumber: i.rxNumber,
        verified: sql<boolean>`${i.qcVerifiedAt} is not null`,
      })
      .from(i)
      .where(eq(i.shipmentId, shipment.id))
      .orderBy(asc(i.id));
    if (items.length === 0) throw new HttpError(400, m.noItems);
    if (body.fromStep === qcStep) {
      if (!isPharmacist(auth)) throw new HttpError(403, m.qcNeedsPharmacist);
      if (items.some((item) => !item.verified)) throw new HttpError(400, m.qcNotVerified);
    }
    if (body.toStep === refillSteps.Completed) {
      const rxs = await tx
        .select({
          id: prescriptions.id,
          rxNumber: prescriptions.rxNumber,
          refills: prescriptions.refillsRemaining,
        })
        .from(prescriptions)
        .where(
          inArray(
            prescriptions.id,
            items.map((item) => item.prescriptionId),
          ),
        )
        .orderBy(asc(prescriptions.id))
        .for('update');
      const empty = rxs.find((rx) => rx.refills <= 0);
      if (empty) throw new HttpError(400, m.noRefillsAtCompletion(empty.rxNumber));
      await tx
        .update(prescriptions)
        .set({ refillsRemaining: sql`${prescriptions.refillsRemaining} - 1`, updatedAt: new Date() })
        .where(
          inArray(
            prescriptions.id,
            rxs.map((rx) => rx.id),
          ),
        );
      await shipItems(tx, actor, config, shipment, await itemProducts(tx, { shipmentId: shipment.id }));
    }
    // Stock (decision 103): set aside on entering Product Prep (short stock does not stop it), and every item
    // fully allocated from lots that may be handed out before the shipment leaves Product Prep.
    let warnings: string[] = [];
    if (body.toStep === refillSteps.ProductPrep || body.fromStep === refillSteps.ProductPrep)
      warnings = await allocateItems(
        tx,
        shipment,
        await itemProducts(tx, { shipmentId: shipment.id }),
        body.fromStep === refillSteps.ProductPrep,
      );
    await touch(tx, shipment.id, { currentStep: body.toStep });
    await tx.insert(refillShipmentSteps).values({
      shipmentId: shipment.id,
      fromStep: body.fromStep,
      toStep: body.toStep,
      changedByUserId: auth.user.id,
    });
    return withWarnings(m.moved(body.toStep), warnings);
  });
}

/** POST …/VerifyItem: a pharmacist scans the product at QC Check; its NDC must be the item's. */
export async function verifyRefillItem(db: Db, auth: Auth, scope: FacilityScope, body: RefillVerifyItem) {
  if (!isPharmacist(auth)) throw new HttpError(403, m.qcNeedsPharmacist);
  return withTx(db, { userId: auth.user.id }, async (tx) => {
    const shipment = await shipmentRow(tx, scope, body.shipmentId, true);
    const [item] = await tx
      .select({ id: i.id, ndc: i.ndc, rxNumber: i.rxNumber, verifiedAt: i.qcVerifiedAt })
      .from(i)
      .where(and(eq(i.id, body.itemId), eq(i.shipmentId, shipment.id)));
    if (!item) throw new HttpError(404, m.itemNotFound);
    if (shipment.currentStep !== qcStep) throw new HttpError(400, m.qcOnlyAtQc);
    if (item.verifiedAt) throw new HttpError(400, m.itemAlreadyVerified(item.rxNumber));
    const read = ndcFromBarcode(body.barcode);
    if (!read) throw new HttpError(400, m.barcodeUnreadable);
    if (!barcodeMatchesNdc(body.barcode, item.ndc))
      throw new HttpError(400, m.barcodeMismatch(read.candidates.join(' or '), item.ndc));
    await tx
      .update(i)
      .set({ qcVerifiedAt: new Date(), qcVerifiedByUserId: auth.user.id })
      .where(and(eq(i.id, item.id), isNull(i.qcVerifiedAt)));
    await touch(tx, shipment.id);
    return m.itemVerified(item.rxNumber);
  });
}
