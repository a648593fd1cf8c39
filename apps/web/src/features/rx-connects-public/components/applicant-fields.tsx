import { rxApplicationLimits } from '@homer/contracts/rx-patient-application';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PatientApplicationValues } from '../lib/patient-application.ts';

type Props = {
  form: UseFormReturnType<PatientApplicationValues>;
  /** YYYY-MM-DD, the latest date of birth the picker offers; null until the browser has the page. */
  today: string | null;
};

/** Who applies: name, date of birth and how to reach them. */
export function ApplicantFields({ form, today }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={rxApplicationLimits.name}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={rxApplicationLimits.name}
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label="Date of Birth"
        type="date"
        required
        autoComplete="bday"
        min="1900-01-01"
        max={today ?? undefined}
        {...form.getInputProps('dateOfBirth')}
      />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={rxApplicationLimits.email}
        {...form.getInputProps('emailAddress')}
      />
      <TextInput
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={rxApplicationLimits.phone}
        {...form.getInputProps('phoneNumber')}
      />
    </SimpleGrid>
  );
}
