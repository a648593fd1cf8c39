import { Module, Role } from '@homer/contracts/access';
import { Select } from '@mantine/core';
import type { UserFilters } from '../lib/user-filters.ts';

type Props = {
  filters: UserFilters;
  setFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => void;
};

// The select's own value for "no filter": an empty string is not an option value Mantine keeps selected.
const all = 'all';
const options = (allLabel: string, values: readonly string[]) => [{ value: all, label: allLabel }, ...values];

function FilterSelect<K extends keyof UserFilters>({
  label,
  name,
  data,
  width,
  filters,
  setFilter,
}: Props & { label: string; name: K; data: ReturnType<typeof options>; width: number }) {
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

/** Status, module and role: a module with a role lists the users holding exactly that grant. */
export function UsersFilters(props: Props) {
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
        data={options('Any module', Object.values(Module))}
      />
      <FilterSelect
        {...props}
        label="Role"
        name="role"
        width={160}
        data={options('Any role', Object.values(Role))}
      />
    </>
  );
}
