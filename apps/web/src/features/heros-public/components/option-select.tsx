import type { Option } from '@homer/contracts/envelope';
import type { HerosPublicApplicationForm } from '@homer/contracts/heros-public';
import type { UseFormReturnType } from '@mantine/form';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';

type Agency = HerosPublicApplicationForm['agency'];
type ChoiceField = { [K in keyof Agency]: Agency[K] extends number ? K : never }[keyof Agency];

/** A required, searchable choice of the agency from a server list. */
export function OptionSelect({
  form,
  field,
  label,
  options,
}: {
  form: UseFormReturnType<HerosPublicApplicationForm>;
  field: ChoiceField;
  label: string;
  options: Option[] | undefined;
}) {
  return (
    <RequiredSelect<number>
      label={label}
      data={(options ?? []).map((o) => ({ value: o.value, label: o.text }))}
      searchable
      {...form.getInputProps(`agency.${field}`)}
      // Id 0 is the form's "nothing chosen yet"; the select shows its placeholder for it.
      value={form.values.agency[field] || null}
    />
  );
}
