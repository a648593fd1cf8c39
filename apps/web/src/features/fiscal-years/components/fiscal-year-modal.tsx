import { baAdmin } from '@homer/contracts/access';
import { type FiscalYear, type FiscalYearForm, fiscalYearFormSchema } from '@homer/contracts/fiscal-years';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useCan } from '../../../shared/lib/use-can.ts';
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
  const [isActive, setIsActive] = useState(fiscalYear?.isActive ?? true);
  const [auditOpen, setAuditOpen] = useState(false);
  const [saving, setSaving] = useState(false);
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
  const reload = () => queryClient.invalidateQueries({ queryKey: fiscalYearListKey });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveFiscalYear(values);
      if (!result.isSuccessful) return failure(result.message);
      toast.success(result.message ?? 'Saved.');
      await reload();
      onClose();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  const toggleActive = async () => {
    if (!fiscalYear) return;
    try {
      const result = await activateDeactivateFiscalYear(fiscalYear.fiscalYearId);
      if (!result.isSuccessful || !result.model) return failure(result.message);
      setIsActive(result.model.isActive);
      if (!result.model.isActive) form.setFieldValue('isCurrent', false);
      toast.success(result.message ?? 'Saved.');
      await reload();
    } catch {
      // Shown by the api client.
    }
  };

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
