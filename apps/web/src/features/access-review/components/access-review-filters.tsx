import { Module, Role } from '@homer/contracts/access';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import type { AccessReviewFilters } from '../lib/access-review-filters.ts';

type Props = {
  filters: AccessReviewFilters;
  setFilter: <K extends keyof AccessReviewFilters>(key: K, value: AccessReviewFilters[K]) => void;
};

/** Module, role and the user's status. */
export function AccessReviewFiltersBar(props: Props) {
  return (
    <>
      <FilterSelect
        {...props}
        label="Module"
        name="module"
        width={170}
        data={withAll('Any module', Object.values(Module))}
      />
      <FilterSelect
        {...props}
        label="Role"
        name="role"
        width={160}
        data={withAll('Any role', Object.values(Role))}
      />
      <FilterSelect
        {...props}
        label="User status"
        name="status"
        width={140}
        data={withAll('All', [
          { value: 'active', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
        ])}
      />
    </>
  );
}
