import type { Envelope, Option, Paged } from '@homer/contracts/envelope';
import type { Organization, OrganizationForm, OrganizationRow } from '@homer/contracts/organizations';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** Prefix of the list's query keys; ListPage appends the paging params. */
export const organizationListKey = ['organizations', 'list'] as const;
export const organizationKey = (id: number) => ['organizations', 'one', id] as const;
export const organizationOptionsKey = ['organizations', 'options'] as const;

export function getOrganizationList(
  params: ListPageParams,
  signal: AbortSignal,
): Promise<Paged<OrganizationRow>> {
  const { page, pageSize, sortOrder, search, after, before } = params;
  return apiGet('api/Administration/Organizations/GetList', {
    query: { page, pageSize, sortOrder, search, after, before },
    signal,
  });
}

export function getOrganization(id: number, signal?: AbortSignal): Promise<Organization> {
  return apiGet('api/Administration/Organizations/Get', { query: { id }, signal });
}

export function getOrganizationOptions(signal?: AbortSignal): Promise<Option[]> {
  return apiGet('api/Select/Organizations', { signal });
}

export function saveOrganization(form: OrganizationForm): Promise<Envelope<null, Organization>> {
  return apiPost('api/Administration/Organizations/Save', { body: form });
}
