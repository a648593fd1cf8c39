import type { Option } from '@homer/contracts/envelope';
import type { SelectProps } from '@mantine/core';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'> & {
  options: Option[] | undefined;
  value: number;
  onChange: (value: number) => void;
};

/** A required, searchable Select over `{ value, text }` options whose value is a numeric id (0 = none chosen). */
export function IdSelect({ options, value, onChange, ...props }: Props) {
  return (
    <RequiredSelect
      searchable
      {...props}
      data={(options ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : 0)}
    />
  );
}
