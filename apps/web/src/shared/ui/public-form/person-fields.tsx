import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type PersonField = { label: string; input: GetInputPropsReturnType };

type Props = {
  name: PersonField;
  /** Left out where the form does not ask for it (a donor's contact, a repository's pharmacist). */
  title?: PersonField;
  email?: PersonField;
  phone: PersonField;
  /** Each form keeps its own stored column width for the number. */
  phoneMaxLength: number;
  required: boolean;
};

/** The person a public form names (a contact, an agency head, a pharmacist): name, title, email and phone. */
export function PersonFields({ name, title, email, phone, phoneMaxLength, required }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={name.label} required={required} maxLength={100} {...name.input} />
      {title && <TextInput label={title.label} required={required} maxLength={100} {...title.input} />}
      {email && (
        <TextInput label={email.label} type="email" required={required} maxLength={100} {...email.input} />
      )}
      <TextInput
        label={phone.label}
        type="tel"
        required={required}
        maxLength={phoneMaxLength}
        {...phone.input}
      />
    </SimpleGrid>
  );
}
