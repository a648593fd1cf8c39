import { TextInput } from '@mantine/core';

type FilterDateProps<F, K extends keyof F> = {
  label: string;
  name: K;
  filters: F;
  setFilter: (key: K, value: F[K]) => void;
};

/** A list filter of one day (YYYY-MM-DD from the browser's own date picker); empty means no filter. */
export function FilterDate<F extends Record<K, string>, K extends keyof F>({
  label,
  name,
  filters,
  setFilter,
}: FilterDateProps<F, K>) {
  return (
    <TextInput
      type="date"
      label={label}
      w={170}
      value={filters[name]}
      // A half-typed date is '' to the browser: the filter waits for a whole one.
      onChange={(event) => setFilter(name, event.currentTarget.value as F[K])}
    />
  );
}
