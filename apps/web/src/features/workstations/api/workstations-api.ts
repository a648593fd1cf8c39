import type { Envelope, Option } from '@homer/contracts/envelope';
import type {
  CiWorkstation,
  CiWorkstationForm,
  CiWorkstationRow,
  CiWorkstationState,
  InventoryWorkstation,
} from '@homer/contracts/workstations';
import { ciWorkstationPaths as ci, inventoryWorkstationPaths as inv } from '@homer/contracts/workstations';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

/**
 * The workstation service of spec §7. The banners call in the background (silent): they are part of the frame,
 * not of the page being loaded.
 */
export const inventoryWorkstationQuery = (workstationId: number | null) =>
  queryOptions({
    queryKey: ['workstations', 'inventory', 'current', workstationId],
    queryFn: ({ signal }) => apiGet<Envelope<InventoryWorkstation, null>>(inv.get, { signal, silent: true }),
  });

export const inventoryWorkstationOptionsQuery = {
  queryKey: ['workstations', 'inventory', 'options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Option[]>(inv.options, { signal }),
};

// A refusal (400: not one of the user's options) is told in the dialog with the server's message.
export const setInventoryWorkstation = (shippingWorkstationId: number) =>
  apiPost<Envelope<null, InventoryWorkstation>>(inv.set, {
    body: { shippingWorkstationId },
    skipErrorHandling: [400],
  });

export const ciWorkstationStateKey = ['workstations', 'ci', 'current'] as const;
export const ciWorkstationStateQuery = queryOptions({
  queryKey: ciWorkstationStateKey,
  queryFn: ({ signal }) => apiGet<Envelope<CiWorkstationState, null>>(ci.get, { signal, silent: true }),
});

export const ciWorkstationOptionsQuery = {
  queryKey: ['workstations', 'ci', 'options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Option[]>(ci.options, { signal }),
};

export const setCiWorkstation = (ciWorkstationId: number) =>
  apiPost<Envelope<null, CiWorkstation>>(ci.set, { body: { ciWorkstationId }, skipErrorHandling: [400] });

export const ciWorkstationListKey = ['workstations', 'ci', 'list'] as const;
export const ciWorkstationListQuery = (facilityId: string) =>
  queryOptions({
    queryKey: [...ciWorkstationListKey, facilityId],
    queryFn: ({ signal }) =>
      apiGet<CiWorkstationRow[]>(ci.list, { query: { facilityId: facilityId || undefined }, signal }),
  });

export const ciWorkstationFacilitiesQuery = queryOptions({
  queryKey: ['workstations', 'ci', 'facilities'],
  queryFn: ({ signal }) => apiGet<Option[]>(ci.facilities, { signal }),
  staleTime: 60_000,
});

export const saveCiWorkstation = (body: CiWorkstationForm) =>
  apiPost<Envelope<null, CiWorkstationRow>>(ci.save, { body, skipErrorHandling: [400, 404] });
