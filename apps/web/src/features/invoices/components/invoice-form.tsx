import { type Invoice, type InvoiceForm, invoiceFormSchema } from '@homer/contracts/ba-invoices';
import type { Option } from '@homer/contracts/envelope';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { saveConfirmingOverCommit } from '../../../shared/ui/over-commit-confirm.tsx';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetQuery } from '../api/get-budget.ts';
import { invoicesQueryKey } from '../api/get-budget-invoice-list.ts';
import { budgetPosQuery } from '../api/get-budget-pos.ts';
import { facilitiesQuery } from '../api/get-facilities.ts';
import { invoiceStatusesQuery } from '../api/get-invoice-statuses.ts';
import { saveInvoice } from '../api/save-invoice.ts';

type Props = { budgetId: number; invoice: Invoice | null; onDone: () => void };

const toData = (options: readonly Option[] | undefined) =>
  (options ?? []).map((o) => ({ value: String(o.value), label: o.text }));

/** The saved PO or facility stays selectable even when its list no longer offers it (e.g. deactivated). */
function withCurrent(options: readonly Option[] | undefined, id: number | null, text: string | null) {
  const data = toData(options);
  if (id !== null && !data.some((d) => d.value === String(id)))
    data.push({ value: String(id), label: text ?? `#${id}` });
  return data;
}

function initialValues(budgetId: number, invoice: Invoice | null): InvoiceForm {
  return {
    invoiceId: invoice?.invoiceId ?? 0,
    budgetId,
    invoiceNumber: invoice?.invoiceNumber ?? '',
    statusId: invoice?.statusId ?? 1,
    effectiveDate: invoice?.effectiveDate ?? '',
    requestNumber: invoice?.requestNumber ?? '',
    confirmationNumber: invoice?.confirmationNumber ?? '',
    poId: invoice?.poId ?? null,
    facilityId: invoice?.facilityId ?? null,
    invoicedAmt: invoice?.invoicedAmt ?? '',
    paidAmt: invoice?.paidAmt ?? '0.00',
    paymentCrNum: invoice?.paymentCrNum ?? '',
    reconciledAmt: invoice?.reconciledAmt ?? '0.00',
    notes: invoice?.notes ?? '',
  };
}

/** Create or edit one invoice of a budget; the contract's messages show under the fields. */
export function InvoiceFormView({ budgetId, invoice, onDone }: Props) {
  const queryClient = useQueryClient();
  const statuses = useQuery(invoiceStatusesQuery).data;
  const pos = useQuery(budgetPosQuery(budgetId)).data;
  const facilities = useQuery(facilitiesQuery).data;
  const [saving, setSaving] = useState(false);
  const form = useForm<InvoiceForm>({
    mode: 'controlled',
    initialValues: initialValues(budgetId, invoice),
    validate: zod4Resolver(invoiceFormSchema),
  });

  const idSelect = (field: 'poId' | 'facilityId' | 'statusId') => ({
    value: form.values[field] === null ? null : String(form.values[field]),
    onChange: (v: string | null) => form.setFieldValue(field, v ? Number(v) : null),
    error: form.errors[field],
  });
  const text = (
    field: 'requestNumber' | 'confirmationNumber' | 'paymentCrNum' | 'notes' | 'effectiveDate',
  ) => {
    const props = form.getInputProps(field);
    return { ...props, value: props.value ?? '' };
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await saveConfirmingOverCommit((confirmOverCommit) =>
        saveInvoice({ ...values, confirmOverCommit }),
      );
      // Cancelled at the over-budget question: nothing was saved, the form stays as typed.
      if (!result) return;
      if (!result.isSuccessful) {
        toast.error(result.message ?? 'The invoice could not be saved.');
        return;
      }
      toast.success(result.message ?? 'Saved.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: budgetQuery(budgetId).queryKey }),
        queryClient.invalidateQueries({ queryKey: budgetPosQuery(budgetId).queryKey }),
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
      <Stack gap="sm" maw={900}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label="Invoice #" withAsterisk maxLength={50} {...form.getInputProps('invoiceNumber')} />
          <RequiredSelect label="Status" data={toData(statuses)} {...idSelect('statusId')} />
          <TextInput type="date" label="Effective Date" maxLength={10} {...text('effectiveDate')} />
          <TextInput label="Request #" maxLength={30} {...text('requestNumber')} />
          <TextInput label="Confirmation #" maxLength={30} {...text('confirmationNumber')} />
          <Select
            label="PO"
            placeholder="None"
            clearable
            searchable
            data={withCurrent(pos, invoice?.poId ?? null, invoice?.poNumber ?? null)}
            {...idSelect('poId')}
          />
          <Select
            label="Facility"
            placeholder="None"
            clearable
            searchable
            data={withCurrent(facilities, invoice?.facilityId ?? null, invoice?.facilityName ?? null)}
            {...idSelect('facilityId')}
          />
          <MoneyInput label="Invoice $" withAsterisk maxLength={20} {...form.getInputProps('invoicedAmt')} />
          <MoneyInput label="Paid $" maxLength={20} {...form.getInputProps('paidAmt')} />
          <TextInput label="Paid CR #" maxLength={30} {...text('paymentCrNum')} />
          <MoneyInput label="Reconciled $" maxLength={20} {...form.getInputProps('reconciledAmt')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} maxLength={500} {...text('notes')} />
        <SaveCancelActions onCancel={onDone} saving={saving} />
      </Stack>
    </form>
  );
}
