import { type BudgetForm, budgetFormSchema, budgetMessages } from '@homer/contracts/ba-budgets';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetListKey } from '../api/get-budget-list.ts';
import type { FiscalYearOption } from '../api/get-fiscal-year-options.ts';
import { saveBudget } from '../api/save-budget.ts';
import { showFiscalYearMissingToast } from './fiscal-year-missing-toast.tsx';

type Props = { fiscalYears: readonly FiscalYearOption[]; onClose: () => void };

/** Spec "New Budget" modal: Name and Fiscal Year; a created budget opens on its detail page. */
export function NewBudgetModal({ fiscalYears, onClose }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const current = fiscalYears.find((y) => y.isCurrent);
  const form = useForm<BudgetForm>({
    mode: 'controlled',
    initialValues: { budgetId: 0, budgetName: '', fiscalYearId: current?.value ?? 0 },
    validate: zod4Resolver(budgetFormSchema),
  });

  const create = form.onSubmit(async (values) => {
    // Spec §5: without a fiscal year the budget is not saved; the toast leads to the fiscal-years page.
    if (values.fiscalYearId === 0) {
      showFiscalYearMissingToast();
      return;
    }
    setSaving(true);
    try {
      const result = await saveBudget(values);
      if (!result.isSuccessful || !result.model) {
        toast.error(`${budgetMessages.saveFailed}${result.message ?? ''}`);
        return;
      }
      toast.success(result.message ?? budgetMessages.created);
      await queryClient.invalidateQueries({ queryKey: budgetListKey });
      onClose();
      navigate(`/ba/budgets/details/${result.model.budgetId}`);
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title="New Budget">
      <form onSubmit={create} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={150}
            data-autofocus
            {...form.getInputProps('budgetName')}
          />
          <Select
            label="Fiscal Year"
            withAsterisk
            clearable
            // Mantine hides the clear button from assistive technology; it is the way to choose no year, so expose it.
            clearButtonProps={{ 'aria-label': 'Clear Fiscal Year', 'aria-hidden': false, tabIndex: 0 }}
            data={fiscalYears.map((y) => ({ value: String(y.value), label: y.text }))}
            value={form.values.fiscalYearId ? String(form.values.fiscalYearId) : null}
            onChange={(value) => form.setFieldValue('fiscalYearId', value ? Number(value) : 0)}
            error={form.errors.fiscalYearId}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
