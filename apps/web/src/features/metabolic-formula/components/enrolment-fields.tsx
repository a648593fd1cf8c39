import {
  type MfOptions,
  mfDiagnoses,
  mfLimits,
  mfPayerStatuses,
  mfShippingMethods,
} from '@homer/contracts/metabolic-formula';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import { describedBelow } from '../../../shared/ui/described-below.ts';
import type { EnrolmentValues } from '../lib/enrolment-values.ts';

type Props = { form: UseFormReturnType<EnrolmentValues>; options: MfOptions };

type ChoiceField = 'diagnosis' | 'payerStatus' | 'shippingMethod';

/**
 * A patient's enrolment: who they are, the approved diagnosis, the treatment centre, residency and payer status,
 * and where their formula ships from and to.
 */
export function EnrolmentFields({ form, options }: Props) {
  const { values } = form;
  const choice = (field: ChoiceField) => ({
    value: values[field] || null,
    error: form.errors[field],
    onChange: (value: string | null) =>
      form.setFieldValue(field, (value ?? '') as EnrolmentValues[ChoiceField]),
  });
  const addressError = form.errors.address;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First Name"
          withAsterisk
          maxLength={mfLimits.name}
          autoComplete="off"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last Name"
          withAsterisk
          maxLength={mfLimits.name}
          autoComplete="off"
          {...form.getInputProps('lastName')}
        />
        <TextInput
          type="date"
          label="Date of Birth"
          withAsterisk
          min="1900-01-01"
          max={localIsoDay(new Date())}
          {...form.getInputProps('dateOfBirth')}
        />
        <TextInput
          type="tel"
          label="Phone"
          description="10 digits"
          {...describedBelow}
          maxLength={14}
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <TextInput
          type="email"
          label="Email"
          maxLength={mfLimits.email}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label="Diagnosis"
          withAsterisk
          allowDeselect={false}
          data={mfDiagnoses}
          {...choice('diagnosis')}
        />
        {values.diagnosis === 'Other' && (
          <TextInput
            label="Other Diagnosis"
            description="The approved inborn error of metabolism"
            {...describedBelow}
            withAsterisk
            maxLength={mfLimits.diagnosisOther}
            {...form.getInputProps('diagnosisOther')}
          />
        )}
        <TextInput
          label="Metabolic Treatment Centre"
          withAsterisk
          maxLength={mfLimits.treatmentCentre}
          {...form.getInputProps('treatmentCentre')}
        />
        <Select
          label="Payer Status"
          description="The programme pays after insurance"
          {...describedBelow}
          withAsterisk
          allowDeselect={false}
          data={mfPayerStatuses}
          {...choice('payerStatus')}
        />
        <Select
          label="Pharmacy"
          description="Ships this patient’s formula"
          {...describedBelow}
          withAsterisk
          searchable
          data={options.sites.map((s) => ({ value: String(s.value), label: s.text }))}
          value={values.inventorySiteId ? String(values.inventorySiteId) : null}
          error={form.errors.inventorySiteId}
          onChange={(value) => form.setFieldValue('inventorySiteId', Number(value ?? 0))}
        />
        <Select
          label="Shipping Method"
          withAsterisk
          allowDeselect={false}
          data={mfShippingMethods}
          {...choice('shippingMethod')}
        />
      </SimpleGrid>
      <Checkbox
        label="The patient is a resident of the state"
        {...form.getInputProps('stateResident', { type: 'checkbox' })}
      />
      <AddressInput
        label="Ship-to Address"
        value={values.address}
        onChange={(address) => {
          form.setFieldValue('address', address);
          form.clearFieldError('address');
        }}
        error={typeof addressError === 'string' ? addressError : null}
      />
    </>
  );
}
