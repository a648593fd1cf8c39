import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { rxConnectsStatusNames } from '@homer/contracts/rx-connects-admin';

/** The list's status filter as text ('' = every status), as the shared filter select keeps it. */
export type SiteFilters = { status: string };

/** The list opens on Pending unless the link says otherwise (?status=2 from the dashboard, ?status=0 for all). */
export function initialSiteFilters(param: string | null): SiteFilters {
  if (param === '0') return { status: '' };
  if (param && param in rxConnectsStatusNames) return { status: param };
  return { status: String(RxConnectsStatus.Pending) };
}
