import {
  type CiOrderDetail,
  type CiOrderLine,
  type CiOrderStatus,
  ciLineFigures,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { ciOrderLines, ciOrders } from '../../db/schema/ci-orders.ts';
import { facilities } from '../../db/schema/core.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertInScope, type FacilityScope } from './scope.ts';

const l = ciOrderLines;

/** The order's lines, by invoice, with the figures of decision 061. */
export async function orderLines(db: Queryable, orderId: number): Promise<CiOrderLine[]> {
  const rows = await db
    .select({
      id: l.id,
      invoiceNumber: l.invoiceNumber,
      ndc: l.ndc,
      productName: l.productName,
      size: l.size,
      countPerCard: l.countPerCard,
      bottlesOrdered: l.bottlesOrdered,
      bottlesInvoiced: l.bottlesInvoiced,
      bottlesReceived: l.bottlesReceived,
      productRepacked: l.productRepacked,
      repackedCards: l.repackedCards,
      productReturned: l.productReturned,
      cardsOrdered: l.cardsOrdered,
    })
    .from(l)
    .where(eq(l.orderId, orderId))
    .orderBy(asc(l.invoiceNumber), asc(l.id));
  return rows.map((row) => ({ ...row, ...ciLineFigures(row) }));
}

export async function orderHeader(db: Queryable, id: number) {
  const [order] = await db
    .select({
      id: ciOrders.id,
      orderNumber: ciOrders.orderNumber,
      facilityId: ciOrders.facilityId,
      facilityName: facilities.name,
      orderDate: ciOrders.orderDate,
      receivedDate: ciOrders.receivedDate,
      status: ciOrders.status,
    })
    .from(ciOrders)
    .innerJoin(facilities, eq(facilities.id, ciOrders.facilityId))
    .where(eq(ciOrders.id, id));
  return order;
}

/** GET …/GetOrder?id=: an order of the caller's facilities (404 otherwise) with its lines. */
export async function getCiOrder(db: Queryable, scope: FacilityScope, id: number): Promise<CiOrderDetail> {
  const order = await orderHeader(db, id);
  if (!order) throw new HttpError(404, m.notFound);
  assertInScope(scope, order.facilityId);
  return { ...order, status: order.status as CiOrderStatus, lines: await orderLines(db, id) };
}
