import {
  purchaseOrderMessages as m,
  type PoFormValues,
  type PurchaseOrder,
  poFormSchema,
} from '@homer/contracts/ba-purchase-orders';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { formatPercent } from '../../../shared/lib/format-money.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import { saveConfirmingOverCommit } from '../../../shared/ui/over-commit-confirm.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetQuery } from '../api/get-budget.ts';
import { poKey } from '../api/get-po.ts';
import { poListKey } from '../api/get-po-list.ts';
import { savePo } from '../api/save-po.ts';

type Props = { budgetId: number; po: PurchaseOrder | null; onDone: () => void };

function initialValues(budgetId: number, po: PurchaseOrder | null): PoFormValues {
  return {
    poId: po?.poId ?? 0,
    budgetId,
    poNumber: po?.poNumber ?? '',
    lineNumber: po?.lineNumber ?? 1,
    vendorName: po?.vendorName ?? '',
    poValue: po?.poValue ?? '',
    purchaseReqNumber: po?.purchaseReqNumber ?? '',
    purchaseReqPeriod: po?.purchaseReqPeriod ?? '',
    isActive: po?.isActive ?? true,
  };
}

/** Create or edit one PO of a budget; the contract's messages show under the fields. */
export function PoFormView({ budgetId, po, onDone }: Props) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<PoFormValues>({
    mode: 'controlled',
    initialValues: initialValues(budgetId, po),
    validate: zod4Resolver(poFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body = poFormSchema.parse(values);
      const result = await saveConfirmingOverCommit((confirmOverCommit) =>
        savePo({ ...body, confirmOverCommit }),
      );
      // Cancelled at the over-budget question: nothing was saved, the form stays as typed.
      if (!result) return;
      if (!result.isSuccessful || !result.model) {
        const message = result.message ?? 'The purchase order could not be saved.';
        if (message === m.duplicateNumber) form.setFieldError('poNumber', message);
        toast.error(message);
        return;
      }
      toast.success(result.message ?? m.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: poListKey(budgetId) }),
        queryClient.invalidateQueries({ queryKey: budgetQuery(budgetId).queryKey }),
        queryClient.invalidateQueries({ queryKey: poKey(result.model.poId) }),
      ]);
      onDone();
    } catch {
      // The api client has shown the HTTP failure.
    } finally {
      setSaving(false);
    }
  });

  const lineNumber = form.getInputProps('lineNumber');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="PO Number" withAsterisk maxLength={30} {...form.getInputProps('poNumber')} />
          <NumberInput
            label="Line Number"
            withAsterisk
            min={1}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            {...lineNumber}
            // An emptied input is '' here; the contract then says what is missing.
            onChange={(value) => form.setFieldValue('lineNumber', value as number)}
          />
          <TextInput label="Vendor Name" withAsterisk maxLength={150} {...form.getInputProps('vendorName')} />
          <MoneyInput label="PO Value" withAsterisk maxLength={20} {...form.getInputProps('poValue')} />
          <TextInput label="Purchase Req #" maxLength={30} {...form.getInputProps('purchaseReqNumber')} />
          <TextInput
            label="Purchase Req Period"
            maxLength={20}
            {...form.getInputProps('purchaseReqPeriod')}
          />
        </SimpleGrid>
        {po && <Switch label="Is Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
        {po && <PoFigures po={po} />}
        <SaveCancelActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}

/** The saved PO's figures (po_figures view), read-only: invoices change them, not this form. */
function PoFigures({ po }: { po: PurchaseOrder }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label="PO figures">
      <Title order={2} size="h5" mb="xs">
        PO Figures
      </Title>
      <Table variant="vertical" layout="fixed" maw={480}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Expenditures YTD</Table.Th>
            <Table.Td>
              <MoneyText amount={po.expendituresYtd} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Remaining PO Balance</Table.Th>
            <Table.Td>
              <MoneyText amount={po.remainingPoBalance} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Remaining PO %</Table.Th>
            <Table.Td>{formatPercent(po.remainingPoPercent)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
