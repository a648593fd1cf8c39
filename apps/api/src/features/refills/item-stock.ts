import {
  lotStatusWord,
  type RefillItemStock,
  refillItemDemandKind,
  refillStockMessages as sm,
} from '@homer/contracts/refill-stock';
import { refillSteps } from '@homer/contracts/refills';
import type { Queryable } from '../../db/pool.ts';
import { availableByProduct } from '../../platform/stock/allocatable-lots.ts';
import { demandAllocations } from '../../platform/stock/demand-allocations.ts';
import { demandShipments } from '../../platform/stock/demand-shipments.ts';
import { itemProducts, neededUntil, todayIso } from './item-products.ts';

/**
 * Each item's stock as the fulfilment page shows it: the lots set aside (or, once Completed, the lots that
 * shipped), whether a lot expires before the supply runs out, and what stops the item from shipping.
 */
export async function itemStocks(
  db: Queryable,
  shipment: { shipmentId: number; inventoryId: number; inventoryName: string; currentStep: number },
): Promise<Map<number, RefillItemStock>> {
  const today = todayIso();
  const items = await itemProducts(db, { shipmentId: shipment.shipmentId });
  const ids = items.map((i) => i.itemId);
  const shipped = shipment.currentStep >= refillSteps.Completed;
  const lines = shipped
    ? (await demandShipments(db, refillItemDemandKind, ids)).map((l) => ({ ...l, status: 'shipped' }))
    : await demandAllocations(db, refillItemDemandKind, ids, today);
  const stocking = shipment.currentStep >= refillSteps.ProductPrep && !shipped;
  const productIds = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  const available = stocking
    ? await availableByProduct(db, {
        inventorySiteId: shipment.inventoryId,
        ndcProductIds: productIds,
        today,
      })
    : new Map<number, number>();
  return new Map(
    items.map((item) => {
      const until = neededUntil(item.daysSupply, today);
      const allocations = lines
        .filter((l) => l.demandId === item.itemId)
        .map(({ lotId, lotNumber, expiryDate, status, quantity }) => ({
          lotId,
          lotNumber,
          expiryDate,
          status,
          quantity,
          expiresTooSoon: until !== null && expiryDate !== null && expiryDate < until,
        }));
      const allocated = allocations.reduce((sum, a) => sum + a.quantity, 0);
      const blocked = stocking ? allocations.find((a) => a.status !== 'available') : undefined;
      let problem: string | null = null;
      if (item.productId === null && !shipped) problem = sm.notInFormulary;
      else if (blocked) problem = sm.lotBlocked(blocked.lotNumber, lotStatusWord(blocked.status));
      else if (stocking && item.productId !== null && allocated < item.quantity)
        problem = sm.notAllocated(available.get(item.productId) ?? 0, shipment.inventoryName);
      return [
        item.itemId,
        {
          unit:
            item.dispensingUnit === null || item.packSize === null
              ? null
              : { dispensingUnit: item.dispensingUnit, packSize: item.packSize },
          neededUntil: until,
          allocations,
          shipped,
          problem,
        },
      ];
    }),
  );
}
