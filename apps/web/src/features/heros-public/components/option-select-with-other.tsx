import type { Option } from '@homer/contracts/envelope';
import { type HerosPublicApplicationForm, isOtherChoice } from '@homer/contracts/heros-public';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { OptionSelect } from './option-select.tsx';

type Agency = HerosPublicApplicationForm['agency'];
type FieldOf<V> = { [K in keyof Agency]: Agency[K] extends V ? K : never }[keyof Agency];

/** A choice whose Other entry asks for a description, in a field named "Other" and the choice's label. */
export function OptionSelectWithOther({
  form,
  field,
  otherField,
  label,
  options,
}: {
  form: UseFormReturnType<HerosPublicApplicationForm>;
  field: FieldOf<number>;
  otherField: FieldOf<string>;
  label: string;
  options: Option[] | undefined;
}) {
  return (
    <>
      <OptionSelect form={form} field={field} label={label} options={options} />
      {isOtherChoice(options, form.values.agency[field]) && (
        <TextInput
          label={`Other ${label}`}
          required
          maxLength={100}
          {...form.getInputProps(`agency.${otherField}`)}
        />
      )}
    </>
  );
}
