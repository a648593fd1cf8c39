import type { HerosPublicApplicationForm } from '@homer/contracts/heros-public';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Form = UseFormReturnType<HerosPublicApplicationForm>;

/** The four fields of a contact; `names` are the agency field names in the spec's order. */
export function ContactFields({
  form,
  legend,
  names,
  required,
}: {
  form: Form;
  legend: string;
  names: readonly [name: string, title: string, email: string, phone: string];
  required: boolean;
}) {
  const [name, title, email, phone] = names;
  const input = (field: string) => form.getInputProps(`agency.${field}`);
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk={required} maxLength={100} {...input(name)} />
        <TextInput label="Title" withAsterisk={required} maxLength={100} {...input(title)} />
        <TextInput label="Email" type="email" withAsterisk={required} maxLength={100} {...input(email)} />
        <TextInput label="Phone" type="tel" withAsterisk={required} maxLength={20} {...input(phone)} />
      </SimpleGrid>
    </Fieldset>
  );
}
