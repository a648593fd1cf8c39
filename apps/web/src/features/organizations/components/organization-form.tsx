import {
  organizationMessages as m,
  type Organization,
  type OrganizationForm,
  organizationFormSchema,
} from '@homer/contracts/organizations';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  organizationKey,
  organizationListKey,
  organizationOptionsKey,
  saveOrganization,
} from '../api/organizations.ts';

type Props = { organization: Organization | null; onDone: () => void };

/** Create or edit an organization; the contract's messages show under the fields. */
export function OrganizationFormView({ organization, onDone }: Props) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<OrganizationForm>({
    mode: 'controlled',
    initialValues: {
      id: organization?.id ?? 0,
      name: organization?.name ?? '',
      emailDomain: organization?.emailDomain ?? '',
      isActive: organization?.isActive ?? true,
    },
    validate: zod4Resolver(organizationFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveOrganization(organizationFormSchema.parse(values));
      if (!result.isSuccessful || !result.model) {
        const message = result.message ?? 'The organization could not be saved.';
        if (message === m.duplicateName) form.setFieldError('name', message);
        toast.error(message);
        return;
      }
      toast.success(result.message ?? m.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationListKey }),
        queryClient.invalidateQueries({ queryKey: organizationOptionsKey }),
        queryClient.invalidateQueries({ queryKey: organizationKey(result.model.id) }),
      ]);
      onDone();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput label="Name" withAsterisk maxLength={200} {...form.getInputProps('name')} />
        <TextInput
          label="Email Domain"
          description="Staff email addresses on this domain belong to the organization."
          maxLength={100}
          {...form.getInputProps('emailDomain')}
        />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <SaveCancelActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
