import type { VerifiedAddress } from '@homer/contracts/address';
import {
  type Facility,
  type FacilityForm,
  facilityFormSchema,
  facilityTypes,
  facilityMessages as m,
} from '@homer/contracts/organizations';
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { facilityKey, facilityListKey, saveFacility } from '../api/facilities.ts';
import { getOrganizationOptions, organizationListKey, organizationOptionsKey } from '../api/organizations.ts';

type Props = { facility: Facility | null; onDone: () => void };

// A new facility starts with no type chosen; the contract then says "Type is required.".
type FacilityFormValues = Omit<FacilityForm, 'facilityType' | 'address'> & {
  facilityType: string;
  address: VerifiedAddress | null;
};

function initialValues(facility: Facility | null): FacilityFormValues {
  return {
    id: facility?.id ?? 0,
    organizationId: facility?.organizationId ?? 0,
    name: facility?.name ?? '',
    longName: facility?.longName ?? '',
    facilityType: facility?.facilityType ?? '',
    isPharmacy: facility?.isPharmacy ?? false,
    supportsRequests: facility?.supportsRequests ?? false,
    usesPfs: facility?.usesPfs ?? false,
    isActive: facility?.isActive ?? true,
    address: facility?.address ?? null,
  };
}

/** Create or edit a facility; the address is verified like the public forms' and again by the server. */
export function FacilityFormView({ facility, onDone }: Props) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const options = useQuery({
    queryKey: organizationOptionsKey,
    queryFn: ({ signal }) => getOrganizationOptions(signal),
  });
  const form = useForm<FacilityFormValues>({
    mode: 'controlled',
    initialValues: initialValues(facility),
    validate: zod4Resolver(facilityFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveFacility(facilityFormSchema.parse(values));
      if (!result.isSuccessful || !result.model) {
        const message = result.message ?? 'The facility could not be saved.';
        if (message === m.duplicateName) form.setFieldError('name', message);
        if (message === m.addressRequired) form.setFieldError('address', message);
        toast.error(message);
        return;
      }
      toast.success(result.message ?? m.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: facilityListKey }),
        queryClient.invalidateQueries({ queryKey: organizationListKey }),
        queryClient.invalidateQueries({ queryKey: facilityKey(result.model.id) }),
        // Every facility selector reads the user's facilities afresh.
        queryClient.invalidateQueries({ queryKey: ['facility'] }),
      ]);
      onDone();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  const organizationData = (options.data ?? []).map((o) => ({
    value: String(o.value),
    label: o.additionalData ? `${o.text} (${o.additionalData})` : o.text,
  }));
  const organization = form.getInputProps('organizationId');
  const addressError = form.errors.address;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk maxLength={100} {...form.getInputProps('name')} />
          <TextInput label="Long Name" maxLength={250} {...form.getInputProps('longName')} />
          <Select
            label="Organization"
            withAsterisk
            searchable
            data={organizationData}
            error={organization.error}
            value={form.values.organizationId ? String(form.values.organizationId) : null}
            onChange={(value) => form.setFieldValue('organizationId', value ? Number(value) : 0)}
          />
          <Select
            label="Type"
            withAsterisk
            data={facilityTypes}
            {...form.getInputProps('facilityType')}
            onChange={(value) => form.setFieldValue('facilityType', value ?? '')}
          />
        </SimpleGrid>
        <Switch label="Pharmacy" {...form.getInputProps('isPharmacy', { type: 'checkbox' })} />
        <Switch
          label="Supports Refill Requests"
          {...form.getInputProps('supportsRequests', { type: 'checkbox' })}
        />
        <Switch label="Uses PFS" {...form.getInputProps('usesPfs', { type: 'checkbox' })} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <AddressInput
          label="Facility Address"
          value={form.values.address}
          onChange={(address) => {
            form.setFieldValue('address', address);
            form.clearFieldError('address');
          }}
          error={typeof addressError === 'string' ? addressError : null}
        />
        <SaveCancelActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
