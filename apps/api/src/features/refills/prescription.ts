import { refillMessages as m, refillSteps } from '@homer/contracts/refills';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/pool.ts';
import { inventorySites, patients, prescriptions } from '../../db/schema/pharmacy.ts';
import { prescriptionInventorySites, refillShipmentItems, refillShipments } from '../../db/schema/refills.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import {
  type Qs1Adapter,
  type Qs1RxDetail,
  Qs1UnavailableError,
} from '../../integrations/qs1/qs1-adapter.ts';
import { HttpError } from '../../plugins/errors.ts';

const p = prescriptions;

export type LocalRx = {
  id: number;
  rxNumber: string;
  drugName: string;
  ndc: string | null;
  refillsRemaining: number;
  isActive: boolean;
  dispenseQuantity: number;
  daysSupply: number | null;
  patientId: number | null;
};

const rxColumns = {
  id: p.id,
  rxNumber: p.rxNumber,
  drugName: p.drugName,
  ndc: p.ndc,
  refillsRemaining: p.refillsRemaining,
  isActive: p.isActive,
  dispenseQuantity: p.dispenseQuantity,
  daysSupply: p.daysSupply,
  patientId: p.patientId,
};

async function mirror(tx: Tx, rx: Qs1RxDetail): Promise<void> {
  let patientId: number | null = null;
  if (rx.patient) {
    const values = {
      qs1PatientId: rx.patient.id,
      firstName: rx.patient.firstName,
      lastName: rx.patient.lastName,
      dateOfBirth: rx.patient.dateOfBirth,
      phone: rx.patient.phone,
      email: rx.patient.email,
    };
    const [row] = await tx
      .insert(patients)
      .values(values)
      .onConflictDoUpdate({ target: patients.qs1PatientId, set: { ...values, updatedAt: new Date() } })
      .returning({ id: patients.id });
    patientId = row?.id ?? null;
  }
  const values = {
    rxNumber: rx.rxNumber,
    patientPhone: rx.patientPhone,
    patientEmail: rx.patientEmail,
    drugName: rx.drugName,
    refillsRemaining: rx.refillsRemaining,
    isActive: rx.isActive,
    ndc: rx.ndc,
    dispenseQuantity: rx.dispenseQuantity,
    daysSupply: rx.daysSupply,
    patientId,
  };
  await tx
    .insert(p)
    .values(values)
    .onConflictDoUpdate({ target: p.rxNumber, set: { ...values, updatedAt: new Date() } });
}

/**
 * With a remote QS1, its answer for `rxNumbers` is copied into the local rows that shipments point at, and the
 * numbers it knows are returned (a local row QS1 no longer knows is not found). Null with the embedded stand-in,
 * whose rows are the answer. Run before the caller's transaction: the network wait holds no locks.
 */
export async function syncFromQs1(
  db: Db,
  actor: Actor,
  qs1: Qs1Adapter,
  rxNumbers: readonly string[],
): Promise<Set<string> | null> {
  if (!qs1.remote) return null;
  const found = await qs1.findRxDetails(rxNumbers);
  if (found.length > 0)
    await withTx(db, actor, async (tx) => {
      for (const rx of found) await mirror(tx, rx);
    });
  return new Set(found.map((rx) => rx.rxNumber));
}

/** syncFromQs1 for fulfilment calls, where an unreachable QS1 is a 502 rather than an inline message. */
export async function syncOrFail(
  db: Db,
  actor: Actor,
  qs1: Qs1Adapter,
  rxNumbers: readonly string[],
): Promise<Set<string> | null> {
  try {
    return await syncFromQs1(db, actor, qs1, rxNumbers);
  } catch (error) {
    if (error instanceof Qs1UnavailableError) throw new HttpError(502, m.qs1Unavailable);
    throw error;
  }
}

/** The local prescription (locked for update inside a transaction when `lock`), or null if QS1 has none. */
export async function localRx(
  db: Queryable,
  rxNumber: string,
  known: Set<string> | null,
  lock = false,
): Promise<LocalRx | null> {
  if (known && !known.has(rxNumber)) return null;
  const select = db.select(rxColumns).from(p).where(eq(p.rxNumber, rxNumber));
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

/** The open shipment (before Completed) holding this prescription, other than `exceptShipmentId`. */
export async function openShipmentOf(
  db: Queryable,
  prescriptionId: number,
  exceptShipmentId = 0,
): Promise<number | null> {
  const [row] = await db
    .select({ id: refillShipments.id })
    .from(refillShipmentItems)
    .innerJoin(refillShipments, eq(refillShipments.id, refillShipmentItems.shipmentId))
    .where(
      and(
        eq(refillShipmentItems.prescriptionId, prescriptionId),
        lt(refillShipments.currentStep, refillSteps.Completed),
        sql`${refillShipments.id} <> ${exceptShipmentId}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Why this Rx cannot be refilled now, or null. */
export async function rxProblem(
  db: Queryable,
  rxNumber: string,
  rx: LocalRx | null,
  exceptShipmentId = 0,
): Promise<string | null> {
  if (!rx) return m.rxNotFound(rxNumber);
  if (!rx.isActive) return m.rxInactive(rxNumber);
  if (rx.refillsRemaining <= 0) return m.rxNoRefills(rxNumber);
  if (!rx.ndc) return m.rxNoNdc(rxNumber);
  const open = await openShipmentOf(db, rx.id, exceptShipmentId);
  if (open !== null) return m.rxOnOpenShipment(rxNumber, open);
  return null;
}

/** Whether the prescription is tied to the inventory site (it can be filled there). */
export async function isTied(
  db: Queryable,
  prescriptionId: number,
  inventorySiteId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: prescriptionInventorySites.inventorySiteId })
    .from(prescriptionInventorySites)
    .where(
      and(
        eq(prescriptionInventorySites.prescriptionId, prescriptionId),
        eq(prescriptionInventorySites.inventorySiteId, inventorySiteId),
      ),
    );
  return row !== undefined;
}

/** The active inventory sites tied to the prescription, optionally only those of some facilities. */
export async function tiedInventories(db: Queryable, prescriptionId: number, facilityIds: number[] | null) {
  const s = inventorySites;
  return db
    .select({ inventorySiteId: s.id, inventoryName: s.name, facilityId: s.facilityId })
    .from(prescriptionInventorySites)
    .innerJoin(s, eq(s.id, prescriptionInventorySites.inventorySiteId))
    .where(
      and(
        eq(prescriptionInventorySites.prescriptionId, prescriptionId),
        eq(s.isActive, true),
        facilityIds === null
          ? undefined
          : facilityIds.length === 0
            ? sql`false`
            : inArray(s.facilityId, facilityIds),
      ),
    )
    .orderBy(s.name, s.id);
}
