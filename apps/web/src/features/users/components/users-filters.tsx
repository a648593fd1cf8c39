import { Module, Role } from '@homer/contracts/access';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUserFilterOptions, userFilterOptionsKey } from '../api/user-admin.ts';
import type { UserFilters } from '../lib/user-filters.ts';

type Props = {
  filters: UserFilters;
  setFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => void;
};

// The select's own value for "no filter": an empty string is not an option value Mantine keeps selected.
const all = 'all';
const withAll = (allLabel: string, values: readonly string[]) => [{ value: all, label: allLabel }, ...values];

function FilterSelect<K extends 'status' | 'module' | 'role' | 'lastSignIn'>({
  label,
  name,
  data,
  width,
  filters,
  setFilter,
}: Props & { label: string; name: K; data: ReturnType<typeof withAll>; width: number }) {
  return (
    <Select
      label={label}
      w={width}
      allowDeselect={false}
      value={filters[name] || all}
      onChange={(v) => setFilter(name, (v && v !== all ? v : '') as UserFilters[K])}
      data={data}
    />
  );
}

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
      value={filters[name] ? String(filters[name]) : all}
      onChange={(v) => setFilter(name, v && v !== all ? Number(v) : null)}
      data={[
        { value: all, label: `Any ${label.toLowerCase()}` },
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
      <FilterSelect
        {...props}
        label="Status"
        name="status"
        width={130}
        data={[
          { value: all, label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
        ]}
      />
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
        data={[
          { value: all, label: 'Any time' },
          { value: 'within30', label: 'Within 30 days' },
          { value: 'over30', label: 'Not in 30 days' },
          { value: 'over90', label: 'Not in 90 days' },
          { value: 'never', label: 'Never' },
        ]}
      />
    </>
  );
}
