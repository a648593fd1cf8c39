import { type ComboboxItem, Select } from '@mantine/core';

// The select's own value for "no filter": an empty string is not an option value Mantine keeps selected.
export const filterAll = 'all';

/** A filter's options: "all" first under its own label, then each value (a string is its own label). */
export const withAll = (allLabel: string, values: readonly (string | ComboboxItem)[]) => [
  { value: filterAll, label: allLabel },
  ...values,
];

type FilterSelectProps<F, K extends keyof F> = {
  label: string;
  name: K;
  data: ReturnType<typeof withAll>;
  width: number;
  filters: F;
  setFilter: (key: K, value: F[K]) => void;
};

/** One list filter of fixed choices, "all" meaning no filter (the filter's value is then empty). */
export function FilterSelect<F extends Record<K, string>, K extends keyof F>({
  label,
  name,
  data,
  width,
  filters,
  setFilter,
}: FilterSelectProps<F, K>) {
  return (
    <Select
      label={label}
      w={width}
      allowDeselect={false}
      value={filters[name] || filterAll}
      onChange={(v) => setFilter(name, (v && v !== filterAll ? v : '') as F[K])}
      data={data}
    />
  );
}
