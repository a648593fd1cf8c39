import {
  type InventorySite,
  type InventorySiteForm,
  inventorySiteFormSchema,
  inventorySiteLimits,
  inventorySiteMessages as m,
} from '@homer/contracts/inventory-sites';
import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  inventoryFacilitiesQuery,
  inventorySiteKey,
  inventorySiteListKey,
  saveInventorySite,
} from '../api/inventory-sites-api.ts';

type Props = { site: InventorySite | null; onSaved: (site: InventorySite) => void; onCancel: () => void };

type Values = Omit<InventorySiteForm, 'facilityId'> & { facilityId: string };

/** Name, facility (active pharmacy facilities only) and status of an inventory. */
export function SiteForm({ site, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const facilities = useQuery(inventoryFacilitiesQuery);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      id: site?.id ?? 0,
      name: site?.name ?? '',
      facilityId: site ? String(site.facilityId) : '',
      isActive: site?.isActive ?? true,
    },
    validate: (values) =>
      zod4Resolver(inventorySiteFormSchema)({ ...values, facilityId: Number(values.facilityId) || 0 }),
  });
  const server = useServerSubmit({
    fallback: 'The inventory could not be saved.',
    form,
    fieldOf: (message) =>
      message === m.duplicateName ? 'name' : message === m.facilityNotPharmacy ? 'facilityId' : null,
  });
  const choices = (facilities.data ?? []).map((f) => ({ value: String(f.value), label: f.text }));
  if (site && !choices.some((c) => c.value === String(site.facilityId)))
    choices.push({ value: String(site.facilityId), label: site.facilityName });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveInventorySite({ ...values, facilityId: Number(values.facilityId) });
        if (!result.isSuccessful || !result.model) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.saved);
        queryClient.setQueryData(inventorySiteKey(result.model.id), result.model);
        await queryClient.invalidateQueries({ queryKey: inventorySiteListKey });
        onSaved(result.model);
      }),
    server.summary.refuse,
  );

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="Inventory">
      <Stack gap="md" maw={560}>
        <ErrorSummary {...server.summaryProps} />
        <TextInput
          label="Name"
          withAsterisk
          maxLength={inventorySiteLimits.name}
          {...form.getInputProps('name')}
        />
        <Select
          label="Facility"
          withAsterisk
          searchable
          data={choices}
          nothingFoundMessage="No pharmacy facilities"
          {...form.getInputProps('facilityId')}
        />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
