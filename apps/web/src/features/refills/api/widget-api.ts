import type { Envelope, Option } from '@homer/contracts/envelope';
import type { FacilityInfo } from '@homer/contracts/organizations';
import {
  type RefillShipmentSummary,
  type RxData,
  recentRefillsPath,
  refillPaths,
  type ValidateAndSaveBody,
  type ValidateAndSaveResult,
} from '@homer/contracts/refills';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

/** Prefix of the widget's query keys: a created refill reloads every facility's list. */
export const recentRefillsKey = ['refills', 'recent'] as const;

/** GET …/GetRecentRefillsByFacility/{facilityId}?silent&page: pages from 1 until `value` says there are no more. */
export function recentRefillsQuery(facilityId: number) {
  return infiniteQueryOptions({
    queryKey: [...recentRefillsKey, facilityId],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet<Envelope<boolean, RefillShipmentSummary[]>>(recentRefillsPath(facilityId), {
        query: { page: pageParam },
        silent: true,
        signal,
      }),
    getNextPageParam: (last, _pages, page) => (last.value === false ? page + 1 : undefined),
  });
}

/**
 * GET api/Facility/GetFacilityInfo: whether the selected facility is a pharmacy and takes requests (§2.3). The
 * server answers only for the user's own facilities, so an answer also says the facility is the user's.
 */
export function facilityInfoQuery(facilityId: number) {
  return queryOptions({
    queryKey: ['refills', 'facility-info', facilityId],
    queryFn: ({ signal }) =>
      apiGet<FacilityInfo>('api/Facility/GetFacilityInfo', {
        query: { id: facilityId },
        silent: true,
        signal,
        // A facility no longer the user's: the widget shows no create button rather than a toast.
        skipErrorHandling: [403, 404],
      }),
    staleTime: 5 * 60_000,
  });
}

/** GET api/Facility/GetUserFacilities: the choices of the isRxUser facility prompt. */
export const userFacilitiesQuery = queryOptions({
  queryKey: ['refills', 'user-facilities'],
  queryFn: ({ signal }) => apiGet<Option[]>('api/Facility/GetUserFacilities', { silent: true, signal }),
  staleTime: 5 * 60_000,
});

/** GET api/Inventory/QS1/GetRxData, limited to the inventories of the selected facility. */
export function getRxData(rxNumber: string, scanned: boolean, facilityId: number): Promise<RxData> {
  return apiGet<RxData>(refillPaths.getRxData, {
    query: { rxNumber, scanned, isUser: true, isFacility: true, facilityId },
  });
}

/** POST api/Inventory/QS1/ValidateAndSaveRxData: creates the shipment, or says why not in errorMessage. */
export function validateAndSaveRxData(
  body: ValidateAndSaveBody,
  inventorySiteId: number,
  facilityId: number,
): Promise<ValidateAndSaveResult> {
  return apiPost<ValidateAndSaveResult>(refillPaths.validateAndSaveRxData, {
    body,
    query: { isUser: true, inventorySiteId, facilityId },
  });
}
