import {
  type CiOrderDetail,
  type CiOrderLineSave,
  type CiOrderSave,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { and, eq, ne } from 'drizzle-orm';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { ciOrderLines, ciOrders } from '../../db/schema/ci-orders.ts';
import { facilities } from '../../db/schema/core.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getCiOrder } from './detail.ts';
import { assertInScope, type FacilityScope, inScope } from './scope.ts';

async function lockedOrder(tx: Tx, scope: FacilityScope, id: number) {
  const [order] = await tx
    .select({ id: ciOrders.id, facilityId: ciOrders.facilityId })
    .from(ciOrders)
    .where(eq(ciOrders.id, id))
    .for('update');
  assertInScope(scope, order?.facilityId);
  return order as { id: number; facilityId: number };
}

async function checkFacility(tx: Tx, scope: FacilityScope, facilityId: number): Promise<void> {
  const [facility] = await tx
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.isActive, true)));
  if (!facility || !inScope(scope, facilityId)) throw new HttpError(400, m.facilityNotYours);
}

/** POST …/SaveOrder: id 0 creates. The order number is unique across facilities (it is the wholesaler's). */
export async function saveCiOrder(
  db: Db,
  scope: FacilityScope,
  userId: number,
  form: CiOrderSave,
): Promise<CiOrderDetail> {
  const id = await withTx(db, { userId }, async (tx) => {
    if (form.id !== 0) await lockedOrder(tx, scope, form.id);
    await checkFacility(tx, scope, form.facilityId);
    const [taken] = await tx
      .select({ id: ciOrders.id })
      .from(ciOrders)
      .where(and(eq(ciOrders.orderNumber, form.orderNumber), ne(ciOrders.id, form.id)));
    if (taken) throw new HttpError(409, m.orderNumberTaken);
    const values = {
      orderNumber: form.orderNumber,
      facilityId: form.facilityId,
      orderDate: form.orderDate,
      receivedDate: form.receivedDate === '' ? null : form.receivedDate,
      status: form.status,
    };
    if (form.id === 0) {
      const [created] = await tx.insert(ciOrders).values(values).returning({ id: ciOrders.id });
      if (!created) throw new Error('order insert returned nothing');
      return created.id;
    }
    await tx
      .update(ciOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ciOrders.id, form.id));
    return form.id;
  }).catch((error: unknown) => {
    // Two saves of one new number at once: the unique constraint decides, and says the same as the check.
    if (pgErrorCode(error) === '23505') throw new HttpError(409, m.orderNumberTaken);
    throw error;
  });
  return getCiOrder(db, scope, id);
}

/** POST …/SaveLine: id 0 adds a line to the order. */
export async function saveCiOrderLine(
  db: Db,
  scope: FacilityScope,
  userId: number,
  form: CiOrderLineSave,
): Promise<CiOrderDetail> {
  const { id, orderId, ...values } = form;
  await withTx(db, { userId }, async (tx) => {
    await lockedOrder(tx, scope, orderId);
    if (id === 0) {
      await tx.insert(ciOrderLines).values({ ...values, orderId });
      return;
    }
    const updated = await tx
      .update(ciOrderLines)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(ciOrderLines.id, id), eq(ciOrderLines.orderId, orderId)))
      .returning({ id: ciOrderLines.id });
    if (updated.length === 0) throw new HttpError(404, m.lineNotFound);
  });
  return getCiOrder(db, scope, orderId);
}

/** POST …/DeleteLine. */
export async function deleteCiOrderLine(
  db: Db,
  scope: FacilityScope,
  userId: number,
  lineId: number,
): Promise<CiOrderDetail> {
  const orderId = await withTx(db, { userId }, async (tx) => {
    const [line] = await tx
      .select({ orderId: ciOrderLines.orderId })
      .from(ciOrderLines)
      .where(eq(ciOrderLines.id, lineId));
    if (!line) throw new HttpError(404, m.lineNotFound);
    const order = await lockedOrder(tx, scope, line.orderId).catch(() => {
      throw new HttpError(404, m.lineNotFound);
    });
    await tx.delete(ciOrderLines).where(eq(ciOrderLines.id, lineId));
    return order.id;
  });
  return getCiOrder(db, scope, orderId);
}
