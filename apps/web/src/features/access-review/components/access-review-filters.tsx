import { ModuleRoleFilters, UserStatusFilter } from '../../../shared/ui/list-page/user-grant-filters.tsx';
import type { AccessReviewFilters } from '../lib/access-review-filters.ts';

type Props = {
  filters: AccessReviewFilters;
  setFilter: <K extends keyof AccessReviewFilters>(key: K, value: AccessReviewFilters[K]) => void;
};

/** Module, role and the user's status. */
export function AccessReviewFiltersBar(props: Props) {
  return (
    <>
      <ModuleRoleFilters {...props} />
      <UserStatusFilter {...props} label="User status" width={140} />
    </>
  );
}
