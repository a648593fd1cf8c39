import type { Envelope, Paged } from '@homer/contracts/envelope';
import type { Facility, FacilityForm, FacilityRow } from '@homer/contracts/organizations';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const facilityListKey = ['facilities', 'list'] as const;
export const facilityKey = (id: number) => ['facilities', 'one', id] as const;

export function getFacilityList(params: ListPageParams, signal: AbortSignal): Promise<Paged<FacilityRow>> {
  const { page, pageSize, sortOrder, search, after, before } = params;
  return apiGet('api/Administration/Facilities/GetList', {
    query: { page, pageSize, sortOrder, search, after, before },
    signal,
  });
}

export function getFacility(id: number, signal?: AbortSignal): Promise<Facility> {
  return apiGet('api/Administration/Facilities/Get', { query: { id }, signal });
}

export function saveFacility(form: FacilityForm): Promise<Envelope<null, Facility>> {
  return apiPost('api/Administration/Facilities/Save', { body: form });
}
