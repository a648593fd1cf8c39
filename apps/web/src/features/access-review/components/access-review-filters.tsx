import { Module, Role } from '@homer/contracts/access';
import { Select } from '@mantine/core';
import type { AccessReviewFilters } from '../lib/access-review-filters.ts';

type Props = {
  filters: AccessReviewFilters;
  setFilter: <K extends keyof AccessReviewFilters>(key: K, value: AccessReviewFilters[K]) => void;
};

// The select's own value for "no filter": an empty string is not an option value Mantine keeps selected.
const all = 'all';

function FilterSelect<K extends keyof AccessReviewFilters>({
  label,
  name,
  data,
  width,
  filters,
  setFilter,
}: Props & { label: string; name: K; data: { value: string; label: string }[]; width: number }) {
  return (
    <Select
      label={label}
      w={width}
      allowDeselect={false}
      value={filters[name] || all}
      onChange={(v) => setFilter(name, (v && v !== all ? v : '') as AccessReviewFilters[K])}
      data={data}
    />
  );
}

const options = (allLabel: string, values: readonly string[]) => [
  { value: all, label: allLabel },
  ...values.map((v) => ({ value: v, label: v })),
];

/** Module, role and the user's status. */
export function AccessReviewFiltersBar(props: Props) {
  return (
    <>
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
      <FilterSelect
        {...props}
        label="User status"
        name="status"
        width={140}
        data={[
          { value: all, label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
        ]}
      />
    </>
  );
}
