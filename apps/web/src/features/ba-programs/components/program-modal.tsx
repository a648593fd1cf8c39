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
import { useCan } from '../../../shared/lib/use-can.ts';
import { useSaveAndActivate } from '../../../shared/lib/use-save-and-activate.ts';
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
  const form = useForm<BaProgramForm>({
    mode: 'controlled',
    initialValues: { id: program?.id ?? 0, name: program?.name ?? '' },
    validate: zod4Resolver(baProgramFormSchema),
  });
  const { isActive, saving, submit, toggleActive } = useSaveAndActivate({
    save: saveProgram,
    activateDeactivate: program ? () => activateDeactivateProgram(program.id) : null,
    initiallyActive: program?.isActive ?? true,
    savedMessage: baProgramMessages.saved,
    saveFailed: (message) => toast.error(message ?? 'The B&A Program could not be saved.'),
    toggleFailed: (message) => toast.error(message ?? 'The change failed.'),
    reload: () => queryClient.invalidateQueries({ queryKey: programListKey }),
    onSaved: onClose,
  });
  const save = form.onSubmit(submit);

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
