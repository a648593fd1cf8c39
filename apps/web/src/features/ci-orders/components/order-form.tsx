import {
  type CiOrderDetail,
  type CiOrderForm,
  ciOrderFormSchema,
  ciOrderLimits,
  ciOrderStatuses,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ciOrderKey, ciOrderListKey, ciOrderOptionsQuery, saveCiOrder } from '../api/ci-orders.ts';

type Props = { order: CiOrderDetail | null; onSaved: (id: number) => void; onCancel: () => void };

const today = () => new Date().toISOString().slice(0, 10);

function initialValues(order: CiOrderDetail | null): CiOrderForm {
  return {
    orderNumber: order?.orderNumber ?? '',
    facilityId: order?.facilityId ?? 0,
    orderDate: order?.orderDate ?? today(),
    receivedDate: order?.receivedDate ?? '',
    status: order?.status ?? 'Ordered',
  };
}

const schemaErrors = zod4Resolver(ciOrderFormSchema);
const fieldOf: Partial<Record<string, keyof CiOrderForm>> = {
  [m.orderNumberTaken]: 'orderNumber',
  [m.facilityNotYours]: 'facilityId',
};

/** The order's header: number, facility, dates and status. */
export function OrderFormView({ order, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const options = useQuery(ciOrderOptionsQuery);
  const form = useForm<CiOrderForm>({
    mode: 'controlled',
    initialValues: initialValues(order),
    validate: schemaErrors,
  });
  const server = useServerSubmit({
    fallback: 'The CI order could not be saved.',
    form,
    fieldOf: (message) => fieldOf[message] ?? null,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveCiOrder({ ...ciOrderFormSchema.parse(values), id: order?.id ?? 0 });
        if (!result.value) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.saved);
        queryClient.setQueryData(ciOrderKey(result.value.id), result.value);
        await queryClient.invalidateQueries({ queryKey: ciOrderListKey });
        onSaved(result.value.id);
      }),
    server.summary.refuse,
  );

  const facility = form.getInputProps('facilityId');
  const status = form.getInputProps('status');
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="CI order">
      <Stack gap="md" maw={760}>
        <ErrorSummary {...server.summaryProps} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Order Number"
            withAsterisk
            maxLength={ciOrderLimits.orderNumber}
            {...form.getInputProps('orderNumber')}
          />
          <Select
            label="Facility"
            withAsterisk
            searchable
            data={(options.data?.facilities ?? []).map((f) => ({ value: String(f.value), label: f.text }))}
            error={facility.error}
            value={form.values.facilityId ? String(form.values.facilityId) : null}
            onChange={(value) => form.setFieldValue('facilityId', value ? Number(value) : 0)}
          />
          <TextInput type="date" label="Order Date" withAsterisk {...form.getInputProps('orderDate')} />
          <TextInput type="date" label="Received Date" {...form.getInputProps('receivedDate')} />
          <Select
            label="Status"
            withAsterisk
            allowDeselect={false}
            data={[...ciOrderStatuses]}
            error={status.error}
            value={form.values.status}
            onChange={(value) => value && form.setFieldValue('status', value as CiOrderForm['status'])}
          />
        </SimpleGrid>
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
