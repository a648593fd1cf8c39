import {
  type CiOrderDetail,
  type CiOrderPurchase,
  ciOrderLimits,
  ciOrderPurchaseFormSchema,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { ciOrderOptionsQuery, saveCiOrderPurchase } from '../api/ci-orders.ts';
import {
  bulkProducts,
  type PurchaseValues,
  purchaseProblems,
  purchaseToSave,
  purchaseValues,
} from '../lib/purchase-values.ts';
import { ProductFieldset } from './product-fieldset.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Props = { order: CiOrderDetail; purchase: CiOrderPurchase | null; onClose: () => void };

const schemaErrors = zod4Resolver(ciOrderPurchaseFormSchema);
const fieldOf: Partial<Record<string, string>> = {
  [m.supplierRequired]: 'supplierName',
  [m.invoiceNumberRequired]: 'invoiceNumber',
  [m.invoiceNumberTaken]: 'invoiceNumber',
  [m.purchaseOrderNotFound]: 'purchaseOrderId',
  [m.purchaseLinesRequired]: 'lines',
  [m.purchaseProductNotOrdered]: 'lines',
  [m.purchaseLineTwice]: 'lines',
};
const firstInputId = 'ci-purchase-line-0-ordered';

/**
 * A supplier invoice of bulk bottles for the order: supplier, invoice number, the B&A purchase order it was
 * bought against (if any) and, per bulk product the order's items are made from, the bottles ordered and
 * invoiced. A product left at 0 and 0 is not on this invoice.
 */
export function PurchaseModal({ order, purchase, onClose }: Props) {
  const answer = useOrderAnswer();
  const options = useQuery(ciOrderOptionsQuery);
  const bulk = bulkProducts(order);
  const form = useForm<PurchaseValues>({
    mode: 'controlled',
    initialValues: purchaseValues(bulk, purchase),
    validate: (values) => ({ ...schemaErrors(values), ...purchaseProblems(values) }),
  });
  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  const purchaseOrders = (options.data?.purchaseOrders ?? []).map((o) => ({
    value: String(o.value),
    label: o.text,
  }));
  const bottles = (index: number, field: 'bottlesOrdered' | 'bottlesInvoiced', label: string) => (
    <NumberInput
      id={index === 0 && field === 'bottlesOrdered' ? firstInputId : undefined}
      label={label}
      min={0}
      max={ciOrderLimits.bottles}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(`lines.${index}.${field}`)}
    />
  );
  return (
    <CommandModal
      title={purchase ? `Edit purchase ${purchase.invoiceNumber}` : 'Add purchase'}
      form={form}
      submitLabel="Save purchase"
      fieldOf={(message) => fieldOf[message] ?? null}
      send={async (values) => answer(await saveCiOrderPurchase(purchaseToSave(values, order.id)))}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Supplier"
          withAsterisk
          maxLength={ciOrderLimits.supplierName}
          {...form.getInputProps('supplierName')}
        />
        <TextInput
          label="Invoice #"
          withAsterisk
          maxLength={ciOrderLimits.invoiceNumber}
          {...form.getInputProps('invoiceNumber')}
        />
      </SimpleGrid>
      <Select
        label="B&A purchase order"
        description="Optional: the purchase order the bottles were bought against"
        searchable
        clearable
        data={purchaseOrders}
        value={form.values.purchaseOrderId ? String(form.values.purchaseOrderId) : null}
        error={form.errors.purchaseOrderId}
        onChange={(value) => form.setFieldValue('purchaseOrderId', Number(value ?? 0))}
      />
      {bulk.map((product, index) => (
        <ProductFieldset
          key={product.productId}
          legend={`${product.productName} (${product.ndc})`}
          hint={`Bottles of ${product.packSize.toLocaleString('en-US')}`}
        >
          <SimpleGrid cols={2} spacing="sm">
            {bottles(index, 'bottlesOrdered', 'Bottles Ordered')}
            {bottles(index, 'bottlesInvoiced', 'Bottles Invoiced')}
          </SimpleGrid>
        </ProductFieldset>
      ))}
      {linesError && (
        <Text size="sm" c="red.9" {...summaryEntry('Bottles', firstInputId)}>
          {linesError}
        </Text>
      )}
    </CommandModal>
  );
}
