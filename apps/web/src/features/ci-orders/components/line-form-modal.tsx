import {
  type CiOrderDetail,
  type CiOrderLine,
  type CiOrderLineForm,
  ciLineFigures,
  ciOrderLimits,
  ciOrderLineFormSchema,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ciOrderOptionsQuery, saveCiOrderLine } from '../api/ci-orders.ts';

type Props = {
  orderId: number;
  /** The line to change; null adds one. */
  line: CiOrderLine | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (order: CiOrderDetail) => void;
};

type Quantity = Exclude<keyof CiOrderLineForm, 'invoiceNumber' | 'ndc' | 'productName'>;

const quantities: Array<[Quantity, string]> = [
  ['size', 'Size (units per bottle)'],
  ['countPerCard', 'Count Per Card'],
  ['bottlesOrdered', 'Bottles Ordered'],
  ['bottlesInvoiced', 'Bottles Invoiced'],
  ['bottlesReceived', 'Bottles Received'],
  ['cardsOrdered', 'Cards Ordered'],
  ['productRepacked', 'Product Repacked'],
  ['repackedCards', 'Repacked Cards'],
  ['productReturned', 'Product Returned'],
];

function initialValues(line: CiOrderLine | null): CiOrderLineForm {
  return {
    invoiceNumber: line?.invoiceNumber ?? '',
    ndc: line?.ndc ?? '',
    productName: line?.productName ?? '',
    size: line?.size ?? 1,
    countPerCard: line?.countPerCard ?? 1,
    bottlesOrdered: line?.bottlesOrdered ?? 0,
    bottlesInvoiced: line?.bottlesInvoiced ?? 0,
    bottlesReceived: line?.bottlesReceived ?? 0,
    productRepacked: line?.productRepacked ?? 0,
    repackedCards: line?.repackedCards ?? 0,
    productReturned: line?.productReturned ?? 0,
    cardsOrdered: line?.cardsOrdered ?? 0,
  };
}

const schemaErrors = zod4Resolver(ciOrderLineFormSchema);

export function LineFormModal({ orderId, line, opened, onClose, onSaved }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={line ? 'Edit order line' : 'Add order line'} size="lg">
      {opened && <LineForm orderId={orderId} line={line} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function LineForm({ orderId, line, onClose, onSaved }: Omit<Props, 'opened'>) {
  const server = useServerSubmit({ fallback: 'The order line could not be saved.' });
  const options = useQuery(ciOrderOptionsQuery);
  const form = useForm<CiOrderLineForm>({
    mode: 'controlled',
    initialValues: initialValues(line),
    validate: schemaErrors,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveCiOrderLine({
          ...ciOrderLineFormSchema.parse(values),
          id: line?.id ?? 0,
          orderId,
        });
        if (!result.value) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.lineSaved);
        onSaved(result.value);
        onClose();
      }),
    server.summary.refuse,
  );

  const products = options.data?.products ?? [];
  const chooseProduct = (ndc: string | null) => {
    const chosen = products.find((p) => p.ndc === ndc);
    if (chosen) form.setValues({ ndc: chosen.ndc, productName: chosen.productName });
  };
  const parsed = ciOrderLineFormSchema.safeParse(form.values);
  const figures = parsed.success ? ciLineFigures(parsed.data) : null;
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="Order line">
      <Stack gap="sm">
        <ErrorSummary {...server.summaryProps} />
        <TextInput
          label="Invoice #"
          withAsterisk
          maxLength={ciOrderLimits.invoiceNumber}
          {...form.getInputProps('invoiceNumber')}
        />
        {products.length > 0 && (
          <Select
            label="Formulary product"
            description="Fills in the NDC and product name."
            searchable
            clearable
            data={products.map((p) => ({ value: p.ndc, label: `${p.productName} (${p.ndc})` }))}
            value={products.some((p) => p.ndc === form.values.ndc) ? form.values.ndc : null}
            onChange={chooseProduct}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="NDC" placeholder="0591-0405-01" maxLength={12} {...form.getInputProps('ndc')} />
          <TextInput
            label="Product name"
            withAsterisk
            maxLength={ciOrderLimits.productName}
            {...form.getInputProps('productName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {quantities.map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              withAsterisk={key === 'size' || key === 'countPerCard'}
              allowDecimal={false}
              hideControls
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        {figures && (
          <Text size="sm" c="dimmed" aria-live="polite">
            Product Invoiced {figures.productInvoiced} · Product Remaining {figures.productRemaining} ·
            Product Difference {figures.productDifference}
            {figures.isShortOver ? ' · short/over' : ''}
          </Text>
        )}
        <SaveCancelActions onCancel={onClose} saving={server.saving} />
      </Stack>
    </form>
  );
}
