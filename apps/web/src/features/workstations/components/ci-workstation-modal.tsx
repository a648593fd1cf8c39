import {
  type CiWorkstationForm,
  type CiWorkstationRow,
  ciWorkstationFormSchema,
  workstationMessages as m,
} from '@homer/contracts/workstations';
import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ciWorkstationFacilitiesQuery, saveCiWorkstation } from '../api/workstations-api.ts';

type Props = { workstation: CiWorkstationRow | null; onClose: () => void; onSaved: () => Promise<unknown> };
type Values = Omit<CiWorkstationForm, 'facilityId'> & { facilityId: string };

/** Adds or edits a repack workstation: facility, name (unique per facility), active. */
export function CiWorkstationModal({ workstation, onClose, onSaved }: Props) {
  const facilities = useQuery(ciWorkstationFacilitiesQuery);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      id: workstation?.id ?? 0,
      facilityId: workstation ? String(workstation.facilityId) : '',
      name: workstation?.name ?? '',
      isActive: workstation?.isActive ?? true,
    },
    validate: (values) =>
      zod4Resolver(ciWorkstationFormSchema)({ ...values, facilityId: Number(values.facilityId) || 0 }),
  });

  const server = useServerSubmit({
    fallback: 'The workstation could not be saved.',
    form,
    fieldOf: (message) =>
      message === m.duplicateName ? 'name' : message === m.facilityInvalid ? 'facilityId' : null,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveCiWorkstation({ ...values, facilityId: Number(values.facilityId) });
        if (!result.isSuccessful) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.saved);
        await onSaved();
        onClose();
      }),
    server.summary.refuse,
  );

  return (
    <Modal opened onClose={onClose} title={workstation ? 'Edit CI Workstation' : 'Add CI Workstation'}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="CI Workstation">
        <Stack gap="sm">
          <ErrorSummary {...server.summaryProps} />
          <Select
            label="Facility"
            withAsterisk
            searchable
            data={(facilities.data ?? []).map((f) => ({ value: String(f.value), label: f.text }))}
            {...form.getInputProps('facilityId')}
          />
          <TextInput label="Name" withAsterisk maxLength={50} {...form.getInputProps('name')} />
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <SaveCancelActions onCancel={onClose} saving={server.saving} />
        </Stack>
      </form>
    </Modal>
  );
}
