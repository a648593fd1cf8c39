import type { Option } from '@homer/contracts/envelope';
import { Select } from '@mantine/core';

/** A list filter over value/text options with the spec's 'All' first (value '0'). */
export function OptionFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[] | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      onChange={(v) => onChange(v ?? '0')}
      allowDeselect={false}
      searchable
      w={200}
      data={[
        { value: '0', label: 'All' },
        ...(options ?? []).map((o) => ({ value: String(o.value), label: o.text })),
      ]}
    />
  );
}
