import type { HerosPublicApplicationForm } from '@homer/contracts/heros-public';
import type { UseFormReturnType } from '@mantine/form';
import { PersonFields } from '../../../shared/ui/public-form/person-fields.tsx';

type Agency = HerosPublicApplicationForm['agency'];
type TextField = { [K in keyof Agency]: Agency[K] extends string ? K : never }[keyof Agency];
type NameTitleEmailPhone<T> = readonly [name: T, title: T, email: T, phone: T];

/** A person's name, title, email and phone, as the agency head and each agency contact are asked for them. */
export function ContactFields({
  form,
  names,
  labels,
  required,
}: {
  form: UseFormReturnType<HerosPublicApplicationForm>;
  names: NameTitleEmailPhone<TextField>;
  labels: NameTitleEmailPhone<string>;
  required: boolean;
}) {
  const field = (index: 0 | 1 | 2 | 3) => ({
    label: labels[index],
    input: form.getInputProps(`agency.${names[index]}`),
  });
  return (
    <PersonFields
      name={field(0)}
      title={field(1)}
      email={field(2)}
      phone={field(3)}
      phoneMaxLength={20}
      required={required}
    />
  );
}
