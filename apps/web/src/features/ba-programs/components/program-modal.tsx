import { baAdmin } from '@homer/contracts/access';
import {
  type BaProgram,
  type BaProgramForm,
  baProgramFormSchema,
  baProgramMessages,
} from '@homer/contracts/ba-programs';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useCan } from '../../../shared/lib/use-can.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { activateDeactivateProgram } from '../api/activate-deactivate-program.ts';
import { programListKey } from '../api/get-program-list.ts';
import { saveProgram } from '../api/save-program.ts';

type Props = { program: BaProgram | null; onClose: () => void };

/** Spec "Budget Programs" modal: New / Edit B&A Program with a Name, and (de)activation for saved ones. */
export function ProgramModal({ program, onClose }: Props) {
  const queryClient = useQueryClient();
  // Changes are the B&A admin's; other system administrators see the programme read-only.
  const canEdit = useCan(baAdmin);
  const [isActive, setIsActive] = useState(program?.isActive ?? true);
  const [saving, setSaving] = useState(false);
  const form = useForm<BaProgramForm>({
    mode: 'controlled',
    initialValues: { id: program?.id ?? 0, name: program?.name ?? '' },
    validate: zod4Resolver(baProgramFormSchema),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: programListKey });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveProgram(values);
      if (!result.isSuccessful) return toast.error(result.message ?? 'The B&A Program could not be saved.');
      toast.success(result.message ?? baProgramMessages.saved);
      await reload();
      onClose();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  const toggleActive = async () => {
    if (!program) return;
    try {
      const result = await activateDeactivateProgram(program.id);
      if (!result.isSuccessful || !result.model) return toast.error(result.message ?? 'The change failed.');
      setIsActive(result.model.isActive);
      toast.success(result.message ?? baProgramMessages.saved);
      await reload();
    } catch {
      // Shown by the api client.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={program ? 'Edit B&A Program' : 'New B&A Program'}
      // Mantine's close button has no name of its own.
    >
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          {program && !isActive && <Alert color="red">{baProgramMessages.deactivatedNotice}</Alert>}
          <TextInput
            label="Name"
            withAsterisk
            maxLength={150}
            readOnly={!canEdit}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {program && canEdit && (
            <Group>
              <Button variant="default" onClick={toggleActive}>
                {isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </Group>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {canEdit && (
              <Button type="submit" loading={saving}>
                {program ? 'Save' : 'Create'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
