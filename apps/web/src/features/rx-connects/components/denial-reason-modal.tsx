import {
  type DenialReason,
  denialReasonSaveSchema,
  rxConnectsAdminMessages,
} from '@homer/contracts/rx-connects-admin';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { saveDenialReason } from '../api/rx-connects-api.ts';

type Props = {
  /** null: a new reason. */
  reason: DenialReason | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** Add a denial reason, or rename and (de)activate one. */
export function DenialReasonModal({ reason, onClose, onSaved }: Props) {
  const server = useServerSubmit({ fallback: 'The reason could not be saved.' });
  const form = useForm({
    mode: 'controlled',
    initialValues: { id: reason?.id ?? 0, name: reason?.name ?? '', isActive: reason?.isActive ?? true },
    validate: zod4Resolver(denialReasonSaveSchema),
  });
  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveDenialReason(denialReasonSaveSchema.parse(values));
        toast.success(result.message ?? rxConnectsAdminMessages.reasonSaved);
        onClose();
        await onSaved();
      }),
    server.summary.refuse,
  );
  return (
    <Modal opened onClose={onClose} title={reason ? 'Edit denial reason' : 'Add denial reason'}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate>
        <Stack>
          <ErrorSummary {...server.summaryProps} />
          <TextInput label="Reason" required maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <Switch
            label="Active (offered when denying an application)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={server.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
