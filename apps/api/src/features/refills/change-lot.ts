import {
  lotFromInput,
  type RefillLotChoice,
  type RefillLotChoicesQuery,
  sameLot,
  refillStockMessages as sm,
} from '@homer/contracts/refill-stock';
import { canChangeRefillLots, refillMessages as m } from '@homer/contracts/refills';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/pool.ts';
import { refillShipments } from '../../db/schema/refills.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { allocatableLots } from '../../platform/stock/allocatable-lots.ts';
import { changeAllocatedLot } from '../../platform/stock/change-allocated-lot.ts';
import { StockRefusal } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { itemProducts, neededUntil, todayIso } from './item-products.ts';
import type { FacilityScope } from './scope.ts';
import { shipmentRow } from './shipment.ts';
import { itemDemand } from './shipment-stock.ts';

/** The item of the shipment, with its product; 404 when it is not on it. */
async function itemOf(db: Queryable, shipmentId: number, itemId: number) {
  const [item] = await itemProducts(db, { itemIds: [itemId] });
  if (!item || item.shipmentId !== shipmentId) throw new HttpError(404, m.itemNotFound);
  return item;
}

/** GET …/GetLotChoices: the lots of the item's product at the site it could take instead, FEFO order. */
export async function refillLotChoices(
  db: Queryable,
  scope: FacilityScope,
  query: Required<RefillLotChoicesQuery>,
): Promise<RefillLotChoice[]> {
  const shipment = await shipmentRow(db, scope, Number(query.shipmentId));
  const item = await itemOf(db, shipment.id, Number(query.itemId));
  if (item.productId === null) return [];
  const today = todayIso();
  const until = neededUntil(item.daysSupply, today);
  const lots = await allocatableLots(db, {
    inventorySiteId: shipment.inventorySiteId,
    ndcProductId: item.productId,
    today,
  });
  return lots
    .filter((lot) => lot.lotId !== Number(query.lotId))
    .map((lot) => ({
      ...lot,
      expiresTooSoon: until !== null && lot.expiryDate !== null && lot.expiryDate < until,
    }));
}

export type ChangeLotBody = {
  shipmentId: number;
  itemId: number;
  fromLotId: number;
  toLotId: number;
  lotInput: string;
};

/**
 * POST …/ChangeLot: the units an item holds in one lot move to the chosen lot, once the technician has scanned
 * or typed the chosen lot's number (the one in hand must be the one chosen). Release and allocation happen in
 * one transaction, with the shipment locked.
 */
export async function changeRefillLot(db: Db, auth: Auth, scope: FacilityScope, body: ChangeLotBody) {
  const read = lotFromInput(body.lotInput);
  if ('error' in read) throw new HttpError(400, read.error);
  return withTx(db, { userId: auth.user.id }, async (tx) => {
    const shipment = await shipmentRow(tx, scope, body.shipmentId, true);
    const item = await itemOf(tx, shipment.id, body.itemId);
    if (!canChangeRefillLots(shipment.currentStep)) throw new HttpError(400, sm.lotChangeStep);
    if (item.productId === null) throw new HttpError(400, sm.itemNotInFormulary(item.rxNumber, item.ndc));
    const [chosen] = await tx
      .select({ lotNumber: stockLots.lotNumber })
      .from(stockLots)
      .where(eq(stockLots.id, body.toLotId));
    if (!chosen) throw new HttpError(400, `Lot #${body.toLotId} does not exist.`);
    if (!sameLot(read.lot, chosen.lotNumber))
      throw new HttpError(400, sm.lotMismatch(read.lot, chosen.lotNumber));
    try {
      const today = todayIso();
      await changeAllocatedLot(tx, {
        demand: itemDemand(item.itemId),
        fromLotId: body.fromLotId,
        lotId: body.toLotId,
        inventorySiteId: shipment.inventorySiteId,
        ndcProductId: item.productId,
        neededUntil: neededUntil(item.daysSupply, today),
        today,
      });
    } catch (error) {
      if (!(error instanceof StockRefusal)) throw error;
      if (error.message === 'Nothing of that lot is allocated here any more.')
        throw new HttpError(409, sm.lotNotAllocated);
      throw new HttpError(400, error.message);
    }
    await tx
      .update(refillShipments)
      .set({ updatedAt: new Date() })
      .where(eq(refillShipments.id, shipment.id));
    return sm.lotChanged(item.rxNumber, chosen.lotNumber);
  });
}
