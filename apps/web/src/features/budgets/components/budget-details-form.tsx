import { type Budget, type BudgetForm, budgetFormSchema, budgetMessages } from '@homer/contracts/ba-budgets';
import type { Option } from '@homer/contracts/envelope';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState } from 'react';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { saveConfirmingOverCommit } from '../../../shared/ui/over-commit-confirm.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetKey } from '../api/get-budget.ts';
import { budgetListKey } from '../api/get-budget-list.ts';
import { saveBudget } from '../api/save-budget.ts';

type FundRow = { key: string; fundId: number; fundNumber: string; fundName: string };
type Values = Omit<Required<BudgetForm>, 'funds' | 'oca' | 'confirmOverCommit'> & {
  oca: string;
  funds: FundRow[];
};

const toValues = (b: Budget): Values => ({
  budgetId: b.budgetId,
  budgetName: b.budgetName,
  fiscalYearId: b.fiscalYearId,
  allocatedAmt: b.allocatedAmt,
  oca: b.oca ?? '',
  programId: b.programId,
  lowBudgetLevel: b.lowBudgetLevel,
  isLowBudgetLevelPercent: b.isLowBudgetLevelPercent,
  isActive: b.isActive,
  funds: b.funds.map((f) => ({ ...f, key: String(f.fundId) })),
});

const toForm = ({ funds, ...values }: Values): BudgetForm => ({
  ...values,
  funds: funds.map(({ fundId, fundNumber, fundName }) => ({ fundId, fundNumber, fundName })),
});

type Props = { budget: Budget; programs: readonly Option[]; canEdit: boolean };

/**
 * What a B&A manager keeps on a budget: allocation, programme, OCA, notification level, activity and funds.
 * Name and fiscal year are fixed once created. Others see the same fields read-only.
 */
export function BudgetDetailsForm({ budget, programs, canEdit }: Props) {
  const queryClient = useQueryClient();
  const unitLabel = useId();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(budget),
    validate: zod4Resolver(budgetFormSchema),
  });

  // An inactive programme still shows for the budget that has it.
  const programData = [
    ...programs.map((p) => ({ value: String(p.value), label: p.text })),
    ...(budget.programId !== null && !programs.some((p) => p.value === budget.programId)
      ? [{ value: String(budget.programId), label: `${budget.programName ?? ''} (inactive)` }]
      : []),
  ];

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveConfirmingOverCommit((confirmOverCommit) =>
        saveBudget({ ...toForm(values), confirmOverCommit }),
      );
      // Cancelled at the over-budget question: nothing was saved, the form stays as typed.
      if (!result) return;
      if (!result.isSuccessful || !result.model) {
        toast.error(`${budgetMessages.saveFailed}${result.message ?? ''}`);
        return;
      }
      toast.success(result.message ?? budgetMessages.saved);
      queryClient.setQueryData(budgetKey(budget.budgetId), result.model);
      form.setValues(toValues(result.model));
      form.resetDirty(toValues(result.model));
      await queryClient.invalidateQueries({ queryKey: budgetListKey });
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  const percent = form.values.isLowBudgetLevelPercent;
  return (
    <Paper withBorder p="md">
      <form onSubmit={save} noValidate>
        <Fieldset
          variant="unstyled"
          disabled={!canEdit}
          legend={
            <Title order={2} size="h4">
              Budget
            </Title>
          }
        >
          <Stack gap="md" mt="xs">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <MoneyInput label="Allocated Amount" maxLength={15} {...form.getInputProps('allocatedAmt')} />
              <Select
                label="Program"
                clearable
                clearButtonProps={{ 'aria-label': 'Clear Program', 'aria-hidden': false, tabIndex: 0 }}
                data={programData}
                value={form.values.programId === null ? null : String(form.values.programId)}
                onChange={(value) => form.setFieldValue('programId', value ? Number(value) : null)}
                error={form.errors.programId}
              />
              <TextInput label="OCA" maxLength={20} {...form.getInputProps('oca')} />
              <Stack gap={4}>
                <TextInput
                  label="Notification Level"
                  inputMode="decimal"
                  leftSection={percent ? undefined : '$'}
                  rightSection={percent ? '%' : undefined}
                  maxLength={15}
                  {...form.getInputProps('lowBudgetLevel')}
                />
                <Group gap="xs">
                  <Text id={unitLabel} size="sm">
                    Notification level as
                  </Text>
                  <SegmentedControl
                    aria-labelledby={unitLabel}
                    size="xs"
                    disabled={!canEdit}
                    data={[
                      { value: 'percent', label: 'Percent' },
                      { value: 'amount', label: 'Amount' },
                    ]}
                    value={percent ? 'percent' : 'amount'}
                    onChange={(v) => form.setFieldValue('isLowBudgetLevelPercent', v === 'percent')}
                  />
                </Group>
              </Stack>
              <Switch label="Is Active" mt="lg" {...form.getInputProps('isActive', { type: 'checkbox' })} />
            </SimpleGrid>

            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Funds
                </Title>
                {canEdit && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={() =>
                      form.insertListItem('funds', {
                        key: randomId(),
                        fundId: 0,
                        fundNumber: '',
                        fundName: '',
                      })
                    }
                  >
                    Add Fund
                  </Button>
                )}
              </Group>
              {form.values.funds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No funds.
                </Text>
              ) : (
                // One row per fund that wraps on a phone, so a long fund name is never cut to a few letters.
                <Stack gap="xs">
                  {form.values.funds.map((fund, index) => (
                    <Group key={fund.key} gap="xs" align="flex-end" wrap="nowrap">
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                        <TextInput
                          label={`Fund Number ${index + 1}`}
                          maxLength={30}
                          {...form.getInputProps(`funds.${index}.fundNumber`)}
                        />
                        {/* A box that grows to show the whole name on a phone; Enter adds no line break. */}
                        <Textarea
                          label={`Fund Name ${index + 1}`}
                          autosize
                          minRows={1}
                          maxLength={150}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') event.preventDefault();
                          }}
                          {...form.getInputProps(`funds.${index}.fundName`)}
                        />
                      </SimpleGrid>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`Remove fund ${index + 1}`}
                          onClick={() => form.removeListItem('funds', index)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>

            {canEdit && (
              <SaveCancelActions
                onCancel={() => form.reset()}
                cancelDisabled={!form.isDirty()}
                saving={saving}
              />
            )}
          </Stack>
        </Fieldset>
      </form>
    </Paper>
  );
}
