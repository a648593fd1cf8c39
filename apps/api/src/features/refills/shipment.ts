import {
  canChangeRefillLots,
  canEditRefillItems,
  refillMessages as m,
  nextRefillStep,
  type RefillShipmentDetail,
} from '@homer/contracts/refills';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities, users } from '../../db/schema/core.ts';
import { inventorySites, ndcProducts, patients, prescriptions } from '../../db/schema/pharmacy.ts';
import { refillShipmentItems, refillShipmentSteps, refillShipments } from '../../db/schema/refills.ts';
import { HttpError } from '../../plugins/errors.ts';
import { itemStocks } from './item-stock.ts';
import { type FacilityScope, inScope } from './scope.ts';

const s = refillShipments;
const i = refillShipmentItems;
const creator = alias(users, 'creator');
const fullName = (u: typeof users | typeof creator) =>
  sql<string>`coalesce(${u.firstName} || ' ' || ${u.lastName}, '')`;

/** The shipment row a command works on, locked when `lock`; 404 outside the caller's facilities. */
export async function shipmentRow(db: Queryable, scope: FacilityScope, shipmentId: number, lock = false) {
  const select = db
    .select({
      id: s.id,
      facilityId: s.facilityId,
      inventorySiteId: s.inventorySiteId,
      currentStep: s.currentStep,
      patientId: s.patientId,
    })
    .from(s)
    .where(eq(s.id, shipmentId));
  const [row] = lock ? await select.for('update') : await select;
  // Another facility's shipment answers like one that does not exist: ids reveal nothing.
  if (!row || !inScope(scope, row.facilityId)) throw new HttpError(404, m.shipmentNotFound);
  return row;
}

/** GET …/GetShipment: the shipment, its patient, items (with the prescription now) and step history. */
export async function getRefillShipment(
  db: Queryable,
  scope: FacilityScope,
  shipmentId: number,
  inventoryId: number | null,
  pharmacist: boolean,
): Promise<RefillShipmentDetail> {
  const [head] = await db
    .select({
      shipmentId: s.id,
      inventoryId: s.inventorySiteId,
      inventoryName: inventorySites.name,
      facilityId: s.facilityId,
      facilityName: facilities.name,
      currentStep: s.currentStep,
      dateCreated: isoText(s.createdAt),
      createdByName: fullName(creator),
      homeDeliveryRequestId: s.homeDeliveryRequestId,
      patientId: s.patientId,
    })
    .from(s)
    .innerJoin(inventorySites, eq(inventorySites.id, s.inventorySiteId))
    .innerJoin(facilities, eq(facilities.id, s.facilityId))
    .leftJoin(creator, eq(creator.id, s.createdByUserId))
    .where(eq(s.id, shipmentId));
  if (!head || !inScope(scope, head.facilityId) || (inventoryId !== null && head.inventoryId !== inventoryId))
    throw new HttpError(404, m.shipmentNotFound);
  const [patient, items, history, stocks] = await Promise.all([
    head.patientId === null
      ? Promise.resolve([])
      : db
          .select({
            patientId: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
            dateOfBirth: sql<string>`${patients.dateOfBirth}::text`,
            phone: patients.phone,
            email: patients.email,
          })
          .from(patients)
          .where(eq(patients.id, head.patientId)),
    db
      .select({
        itemId: i.id,
        rxNumber: i.rxNumber,
        ndc: i.ndc,
        drugName: prescriptions.drugName,
        productName: ndcProducts.productName,
        packageDescription: ndcProducts.packageDescription,
        quantity: i.quantity,
        refillsRemaining: prescriptions.refillsRemaining,
        isActive: prescriptions.isActive,
        qcVerifiedAt: isoTextOrNull(i.qcVerifiedAt),
        qcVerifiedByName: sql<
          string | null
        >`case when ${i.qcVerifiedAt} is null then null else ${fullName(users)} end`,
      })
      .from(i)
      .innerJoin(prescriptions, eq(prescriptions.id, i.prescriptionId))
      .leftJoin(ndcProducts, eq(ndcProducts.ndcDigits, sql`replace(${i.ndc}, '-', '')`))
      .leftJoin(users, eq(users.id, i.qcVerifiedByUserId))
      .where(eq(i.shipmentId, shipmentId))
      .orderBy(asc(i.id)),
    db
      .select({
        id: refillShipmentSteps.id,
        fromStep: refillShipmentSteps.fromStep,
        toStep: refillShipmentSteps.toStep,
        at: isoText(refillShipmentSteps.changedAt),
        byName: fullName(users),
      })
      .from(refillShipmentSteps)
      .leftJoin(users, eq(users.id, refillShipmentSteps.changedByUserId))
      .where(eq(refillShipmentSteps.shipmentId, shipmentId))
      .orderBy(asc(refillShipmentSteps.id)),
    itemStocks(db, head),
  ]);
  const { patientId: _p, ...rest } = head;
  return {
    ...rest,
    patient: patient[0] ?? null,
    items: items.map((item) => {
      const stock = stocks.get(item.itemId);
      if (!stock) throw new Error(`no stock for refill item ${item.itemId}`);
      return { ...item, stock };
    }),
    history,
    nextStep: nextRefillStep(head.currentStep),
    canEditItems: canEditRefillItems(head.currentStep),
    canChangeLots: canChangeRefillLots(head.currentStep),
    isPharmacist: pharmacist,
  };
}
