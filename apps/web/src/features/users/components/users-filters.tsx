import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, filterAll, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ModuleRoleFilters, UserStatusFilter } from '../../../shared/ui/list-page/user-grant-filters.tsx';
import { getUserFilterOptions, userFilterOptionsKey } from '../api/user-admin.ts';
import type { UserFilters } from '../lib/user-filters.ts';

type Props = {
  filters: UserFilters;
  setFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => void;
};

type IdFilter = 'facilityId' | 'organizationId';

/** An organization or facility: a searchable select of ids, null for any. */
function IdSelect({
  label,
  name,
  data,
  filters,
  setFilter,
}: Props & { label: string; name: IdFilter; data: { value: number; label: string }[] }) {
  return (
    <Select
      label={label}
      w={220}
      searchable
      allowDeselect={false}
      value={filters[name] ? String(filters[name]) : filterAll}
      onChange={(v) => setFilter(name, v && v !== filterAll ? Number(v) : null)}
      data={[
        { value: filterAll, label: `Any ${label.toLowerCase()}` },
        ...data.map((o) => ({ ...o, value: String(o.value) })),
      ]}
    />
  );
}

/**
 * Status, module and role (a module with a role lists the users holding exactly that grant), organization and
 * facility (membership), and last sign-in.
 */
export function UsersFilters(props: Props) {
  const options = useQuery({
    queryKey: userFilterOptionsKey,
    queryFn: ({ signal }) => getUserFilterOptions(signal),
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <UserStatusFilter {...props} label="Status" width={130} />
      <ModuleRoleFilters {...props} />
      <IdSelect
        {...props}
        label="Organization"
        name="organizationId"
        data={options.data?.organizations ?? []}
      />
      <IdSelect {...props} label="Facility" name="facilityId" data={options.data?.facilities ?? []} />
      <FilterSelect
        {...props}
        label="Last Sign-in"
        name="lastSignIn"
        width={190}
        data={withAll('Any time', [
          { value: 'within30', label: 'Within 30 days' },
          { value: 'over30', label: 'Not in 30 days' },
          { value: 'over90', label: 'Not in 90 days' },
          { value: 'never', label: 'Never' },
        ])}
      />
    </>
  );
}
