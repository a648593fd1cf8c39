import type { Envelope, Paged } from '@homer/contracts/envelope';
import { type HomeDeliveryRow, homeDeliveryQueuePaths } from '@homer/contracts/home-delivery-queue';
import type { RefillChangeLot, RefillLotChoice } from '@homer/contracts/refill-stock';
import {
  type RefillAddItem,
  type RefillFilterOptions,
  type RefillFromHomeDelivery,
  type RefillListRow,
  type RefillMoveStep,
  type RefillRemoveItem,
  type RefillShipmentDetail,
  type RefillStepFilter,
  type RefillVerifyItem,
  refillMessages,
  refillPaths,
} from '@homer/contracts/refills';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export type FulfillmentFilters = { facilityId: number; inventorySiteId: number; step: RefillStepFilter };

/** Prefix of the fulfilment list's query keys; ListPage appends the paging and filter params. */
export const fulfillmentListKey = ['refills', 'fulfillment-list'] as const;

/** GET …/RxFulfillment/GetList (keyset-paged, newest first). */
export function getFulfillmentList(
  params: ListPageParams<FulfillmentFilters>,
  signal: AbortSignal,
): Promise<Paged<RefillListRow>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, facilityId, inventorySiteId, step } =
    params;
  return apiGet(refillPaths.list, {
    query: { page, pageSize, sortField, sortOrder, search, after, before, facilityId, inventorySiteId, step },
    signal,
  });
}

/** GET …/GetFilterOptions: the facilities and inventory sites the caller may filter by (and fill from). */
export const filterOptionsQuery = queryOptions({
  queryKey: ['refills', 'filter-options'],
  queryFn: async ({ signal }): Promise<RefillFilterOptions> => {
    const envelope = await apiGet<Envelope<RefillFilterOptions, null>>(refillPaths.filterOptions, { signal });
    return envelope.value ?? { facilities: [], inventorySites: [] };
  },
  staleTime: 5 * 60_000,
});

export const shipmentKey = (shipmentId: number, inventoryId: number) =>
  ['refills', 'shipment', shipmentId, inventoryId] as const;

/** GET …/GetShipment. A missing shipment is told on the page (404), not by a toast. */
export function shipmentQuery(shipmentId: number, inventoryId: number) {
  return queryOptions({
    queryKey: shipmentKey(shipmentId, inventoryId),
    queryFn: async ({ signal }): Promise<RefillShipmentDetail> => {
      const envelope = await apiGet<Envelope<RefillShipmentDetail, null>>(refillPaths.shipment, {
        query: { shipmentId, inventoryId },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? refillMessages.shipmentNotFound);
      return envelope.value;
    },
  });
}

type Command = Envelope<RefillShipmentDetail, null>;
/** Refusals the pages tell by the form: a rule (400), gone (404), not a pharmacist (403), moved meanwhile (409). */
const told = [400, 403, 404, 409] as const;

export const fulfillmentCommands = {
  addItem: (body: RefillAddItem) => apiPost<Command>(refillPaths.addItem, { body, skipErrorHandling: told }),
  removeItem: (body: RefillRemoveItem) =>
    apiPost<Command>(refillPaths.removeItem, { body, skipErrorHandling: told }),
  moveStep: (body: RefillMoveStep) =>
    apiPost<Command>(refillPaths.moveStep, { body, skipErrorHandling: told }),
  verifyItem: (body: RefillVerifyItem) =>
    apiPost<Command>(refillPaths.verifyItem, { body, skipErrorHandling: told }),
  changeLot: (body: RefillChangeLot) =>
    apiPost<Command>(refillPaths.changeLot, { body, skipErrorHandling: told }),
  fromHomeDelivery: (body: RefillFromHomeDelivery) =>
    apiPost<Envelope<{ shipmentId: number; inventoryId: number }, null>>(refillPaths.fromHomeDelivery, {
      body,
      skipErrorHandling: [400, 404, 409],
    }),
};

/** The Received home-delivery requests, oldest first: the ones that can become a shipment. */
export const receivedRequestsQuery = queryOptions({
  queryKey: ['refills', 'home-delivery-received'],
  queryFn: ({ signal }) =>
    apiGet<Paged<HomeDeliveryRow>>(homeDeliveryQueuePaths.list, {
      query: { page: 1, pageSize: 50, status: 'Received' },
      signal,
    }),
});

/** GET …/GetLotChoices: the lots an item's allocated lot could be changed to, first expiry first. */
export function lotChoicesQuery(shipmentId: number, itemId: number, lotId: number) {
  return queryOptions({
    queryKey: ['refills', 'lot-choices', shipmentId, itemId, lotId],
    queryFn: async ({ signal }): Promise<RefillLotChoice[]> =>
      (
        await apiGet<Envelope<RefillLotChoice[], null>>(refillPaths.lotChoices, {
          query: { shipmentId, itemId, lotId },
          signal,
        })
      ).value ?? [],
    staleTime: 0,
  });
}
