import { baAdmin } from '@homer/contracts/access';
import { type FiscalYear, type FiscalYearForm, fiscalYearFormSchema } from '@homer/contracts/fiscal-years';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useCan } from '../../../shared/lib/use-can.ts';
import { useSaveAndActivate } from '../../../shared/lib/use-save-and-activate.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { activateDeactivateFiscalYear } from '../api/activate-deactivate-fiscal-year.ts';
import { fiscalYearAuditKey, getFiscalYearAuditHistory } from '../api/get-fiscal-year-audit-history.ts';
import { fiscalYearListKey } from '../api/get-fiscal-year-list.ts';
import { saveFiscalYear } from '../api/save-fiscal-year.ts';

type Props = { fiscalYear: FiscalYear | null; opened: boolean; onClose: () => void };

// Spec document 3 §8: fiscal-year failures show the server message for 2 s at the top right.
const failure = (message: string | null) =>
  toast.error(message ?? 'The fiscal year could not be saved.', { autoCloseMs: 2000, position: 'top-right' });

/** Create (fiscalYear null) or edit a fiscal year; saved records also offer audit history and (de)activation. */
export function FiscalYearModal({ fiscalYear, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const canEdit = useCan(baAdmin);
  const [auditOpen, setAuditOpen] = useState(false);
  const form = useForm<FiscalYearForm>({
    mode: 'controlled',
    initialValues: {
      fiscalYearId: fiscalYear?.fiscalYearId ?? 0,
      startDate: fiscalYear?.startDate ?? '',
      endDate: fiscalYear?.endDate ?? '',
      isCurrent: fiscalYear?.isCurrent ?? false,
    },
    validate: zod4Resolver(fiscalYearFormSchema),
  });
  const { isActive, saving, submit, toggleActive } = useSaveAndActivate({
    save: saveFiscalYear,
    activateDeactivate: fiscalYear ? () => activateDeactivateFiscalYear(fiscalYear.fiscalYearId) : null,
    initiallyActive: fiscalYear?.isActive ?? true,
    savedMessage: 'Saved.',
    saveFailed: failure,
    toggleFailed: failure,
    reload: () => queryClient.invalidateQueries({ queryKey: fiscalYearListKey }),
    onSaved: onClose,
    // A deactivated year cannot stay the current one.
    onToggled: (active) => {
      if (!active) form.setFieldValue('isCurrent', false);
    },
  });
  const save = form.onSubmit(submit);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={fiscalYear ? 'Edit Fiscal Year' : 'Create Fiscal Year'}
      size={350}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          {fiscalYear && !isActive && <Alert color="red">This Fiscal Year is deactivated.</Alert>}
          <TextInput
            type="date"
            label="Start Date"
            withAsterisk
            maxLength={10}
            {...form.getInputProps('startDate')}
          />
          <TextInput
            type="date"
            label="End Date"
            withAsterisk
            maxLength={10}
            {...form.getInputProps('endDate')}
          />
          {isActive && (
            <Switch
              label="Is Current Fiscal Year"
              {...form.getInputProps('isCurrent', { type: 'checkbox' })}
            />
          )}
          {fiscalYear && canEdit && (
            <Group gap="xs">
              <Button variant="light" color={isActive ? 'red' : 'teal'} onClick={toggleActive}>
                {isActive ? 'Deactivate' : 'Reactivate'}
              </Button>
              <Button variant="subtle" onClick={() => setAuditOpen(true)}>
                Audit History
              </Button>
            </Group>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {canEdit && (
              <Button type="submit" loading={saving}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {fiscalYear && (
        <AuditHistoryModal
          title={`Audit History - ${fiscalYear.fiscalYearName}`}
          opened={auditOpen}
          onClose={() => setAuditOpen(false)}
          queryKey={fiscalYearAuditKey(fiscalYear.fiscalYearId)}
          fetchRows={() => getFiscalYearAuditHistory(fiscalYear.fiscalYearId)}
        />
      )}
    </Modal>
  );
}
