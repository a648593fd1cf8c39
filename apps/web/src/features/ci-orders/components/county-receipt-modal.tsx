import {
  type CiOrderDetail,
  ciOrderCountyReceiptSchema,
  ciOrderLimits,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { NumberInput, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { confirmCiOrderReceipt } from '../api/ci-orders.ts';
import {
  type CountyReceiptValues,
  countyReceiptProblems,
  countyReceiptValues,
  shippedItems,
} from '../lib/shipment-values.ts';
import { ProductFieldset } from './product-fieldset.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Values = CountyReceiptValues & { orderId: number };
type Props = { order: CiOrderDetail; onClose: () => void };

const schemaErrors = zod4Resolver(ciOrderCountyReceiptSchema);
const count = (value: number) => value.toLocaleString('en-US');

/**
 * The county says, for every product shipped, how many cards arrived fit to use and how many it rejected; the
 * two add up to what shipped, and rejected cards need a note saying why.
 */
export function CountyReceiptModal({ order, onClose }: Props) {
  const answer = useOrderAnswer();
  const items = shippedItems(order.items);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { orderId: order.id, ...countyReceiptValues(order.items) },
    validate: (values) => ({ ...schemaErrors(values), ...countyReceiptProblems(values, order.items) }),
  });
  const figure = (index: number, field: 'cardsReceived' | 'cardsRejected', label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      max={ciOrderLimits.cards}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(`items.${index}.${field}`)}
    />
  );
  return (
    <CommandModal
      title="Confirm receipt"
      form={form}
      submitLabel="Confirm receipt"
      fieldOf={(message) => (message === m.rejectedNoteRequired ? 'note' : null)}
      send={async (values) => answer(await confirmCiOrderReceipt(ciOrderCountyReceiptSchema.parse(values)))}
      onClose={onClose}
    >
      <Text size="sm">Count the cards that arrived from {order.supplyingSiteName ?? 'the pharmacy'}.</Text>
      {items.map((item, index) => (
        <ProductFieldset
          key={item.id}
          legend={`${item.productName} (${item.ndc})`}
          hint={`${count(item.cardsShipped)} cards shipped`}
        >
          <SimpleGrid cols={2} spacing="sm">
            {figure(index, 'cardsReceived', 'Cards received')}
            {figure(index, 'cardsRejected', 'Cards rejected')}
          </SimpleGrid>
        </ProductFieldset>
      ))}
      <Textarea
        label="Note"
        description="Required when cards are rejected: say why (broken seals, wrong product…)"
        autosize
        minRows={2}
        maxLength={ciOrderLimits.note}
        {...form.getInputProps('note')}
      />
    </CommandModal>
  );
}
