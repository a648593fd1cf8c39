import type { HerosPublicApplicationForm } from '@homer/contracts/heros-public';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

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
  const [name, title, email, phone] = names;
  const [nameLabel, titleLabel, emailLabel, phoneLabel] = labels;
  const input = (field: TextField) => form.getInputProps(`agency.${field}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={nameLabel} required={required} maxLength={100} {...input(name)} />
      <TextInput label={titleLabel} required={required} maxLength={100} {...input(title)} />
      <TextInput label={emailLabel} type="email" required={required} maxLength={100} {...input(email)} />
      <TextInput label={phoneLabel} type="tel" required={required} maxLength={20} {...input(phone)} />
    </SimpleGrid>
  );
}
