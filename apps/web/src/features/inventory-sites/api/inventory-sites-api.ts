import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import {
  type InventorySite,
  type InventorySiteForm,
  type InventorySiteRow,
  inventorySiteMessages,
  inventorySitePaths as paths,
  type ShippingWorkstationForm,
} from '@homer/contracts/inventory-sites';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = every facility (the filter's "all"). */
export type InventorySiteFilters = { facilityId: string };

/** Prefix of the list's query keys; ListPage appends the paging and filter params. */
export const inventorySiteListKey = ['inventory-sites', 'list'] as const;
export const inventorySiteKey = (id: number) => ['inventory-sites', 'one', id] as const;
export const inventorySiteAuditKey = (id: number) => ['inventory-sites', 'audit', id] as const;

export function getInventorySiteList(
  params: ListPageParams<InventorySiteFilters>,
  signal: AbortSignal,
): Promise<Paged<InventorySiteRow>> {
  const { page, pageSize, sortOrder, search, after, before, facilityId } = params;
  return apiGet(paths.list, {
    query: { page, pageSize, sortOrder, search, after, before, facilityId: facilityId || undefined },
    signal,
  });
}

export const inventoryFacilitiesQuery = queryOptions({
  queryKey: ['inventory-sites', 'facilities'],
  queryFn: ({ signal }) => apiGet<Option[]>(paths.facilities, { signal }),
  staleTime: 60_000,
});

/** GET …/GetInventorySite. A missing site is told on the page (404), not by a toast. */
export function inventorySiteQuery(id: number) {
  return queryOptions({
    queryKey: inventorySiteKey(id),
    queryFn: async ({ signal }): Promise<InventorySite> => {
      const envelope = await apiGet<Envelope<InventorySite, null>>(paths.site, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? inventorySiteMessages.notFound);
      return envelope.value;
    },
  });
}

type SiteChange = Promise<Envelope<null, InventorySite>>;
// Refusals of the input (400) and records gone meanwhile (404) are told beside the form.
const told = [400, 404] as const;

export const saveInventorySite = (body: InventorySiteForm): SiteChange =>
  apiPost(paths.save, { body, skipErrorHandling: told });
export const saveShippingWorkstation = (body: ShippingWorkstationForm): SiteChange =>
  apiPost(paths.saveWorkstation, { body, skipErrorHandling: told });

export const getInventorySiteAuditHistory = (id: number): Promise<EntityAuditRow[]> =>
  apiGet(paths.auditHistory, { query: { id } });
