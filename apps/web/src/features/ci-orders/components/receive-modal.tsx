import {
  type CiOrderDetail,
  ciOrderLimits,
  ciOrderReceiveSchema,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { receiveCiOrder } from '../api/ci-orders.ts';
import { applyScannedBottle, blankReceiptLine, type ScannedBottle } from '../lib/receive-lines.ts';
import { BottleScan } from './bottle-scan.tsx';
import { ReceiveLineFields, type ReceiveValues, receiveLineInputId } from './receive-line-fields.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Props = { order: CiOrderDetail; onClose: () => void };

const schemaErrors = zod4Resolver(ciOrderReceiveSchema);
const fieldOf: Partial<Record<string, string>> = {
  [m.purchaseNotFound]: 'purchaseId',
  [m.receiptLinesRequired]: 'lines',
  [m.receiptProductNotPurchased]: 'lines',
};

/**
 * Bottles of one purchase arrive at the supplying pharmacy: each lot with its expiry, bottles and cost per unit,
 * typed or scanned from the bottles' GS1 DataMatrix. They go into stock for this order, referenced by the
 * purchase's invoice number.
 */
export function ReceiveModal({ order, onClose }: Props) {
  const answer = useOrderAnswer();
  const only = order.purchases.length === 1 ? order.purchases[0] : undefined;
  const productsOf = (purchaseId: number) => order.purchases.find((p) => p.id === purchaseId)?.lines ?? [];
  const form = useForm<ReceiveValues>({
    mode: 'controlled',
    initialValues: {
      orderId: order.id,
      purchaseId: only?.id ?? 0,
      lines: [blankReceiptLine(only?.lines ?? [])],
    },
    validate: schemaErrors,
  });
  const { values } = form;
  const products = productsOf(values.purchaseId);
  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  const choosePurchase = (value: string | null) => {
    const purchaseId = Number(value ?? 0);
    form.setValues({ purchaseId, lines: [blankReceiptLine(productsOf(purchaseId))] });
  };
  const scanned = (bottle: ScannedBottle): string | null => {
    if (!values.purchaseId) return m.purchaseNotFound;
    const result = applyScannedBottle(values.lines, bottle, products);
    if ('error' in result) return result.error;
    form.setFieldValue('lines', result.lines);
    // The scanned line is filled in: what was refused before no longer stands.
    form.clearErrors();
    return null;
  };
  return (
    <CommandModal
      title="Receive bottles"
      form={form}
      submitLabel="Receive"
      size="xl"
      fieldOf={(message) => fieldOf[message] ?? null}
      send={async (v) => answer(await receiveCiOrder(ciOrderReceiveSchema.parse(v)))}
      onClose={onClose}
    >
      <RequiredSelect
        label="Purchase"
        withAsterisk
        data={order.purchases.map((p) => ({
          value: String(p.id),
          label: `Invoice # ${p.invoiceNumber} · ${p.supplierName}`,
        }))}
        value={values.purchaseId ? String(values.purchaseId) : null}
        error={form.errors.purchaseId}
        onChange={choosePurchase}
      />
      {values.purchaseId > 0 && (
        <>
          <BottleScan onBottle={scanned} />
          {values.lines.map((line, index) => (
            <ReceiveLineFields
              key={line.key}
              form={form}
              index={index}
              products={products}
              onRemove={values.lines.length > 1 ? () => form.removeListItem('lines', index) : null}
            />
          ))}
          {linesError && (
            <Text size="sm" c="red.9" {...summaryEntry('Lots', receiveLineInputId(0))}>
              {linesError}
            </Text>
          )}
          {values.lines.length < ciOrderLimits.receiptLines && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => form.insertListItem('lines', blankReceiptLine(products))}
              >
                Add lot
              </Button>
            </Group>
          )}
        </>
      )}
    </CommandModal>
  );
}
