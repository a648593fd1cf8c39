import {
  type CiOrderDetail,
  ciOrderLimits,
  ciOrderShipSchema,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { shipCiOrder } from '../api/ci-orders.ts';
import { type ShipValues, shipValues } from '../lib/shipment-values.ts';
import { ProductFieldset } from './product-fieldset.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Values = ShipValues & { orderId: number };
type Props = { order: CiOrderDetail; onClose: () => void };

const validate = zod4Resolver(ciOrderShipSchema);
const count = (value: number) => value.toLocaleString('en-US');
const cardsInputId = (index: number) => `ci-ship-cards-${index}`;

/**
 * The cards leave the supplying pharmacy: per product, how many to ship (at most those ordered). The server picks
 * them first expiry first from released lots, all or nothing.
 */
export function ShipModal({ order, onClose }: Props) {
  const answer = useOrderAnswer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { orderId: order.id, ...shipValues(order.items) },
    validate,
  });
  const itemsError = typeof form.errors.items === 'string' ? form.errors.items : null;
  return (
    <CommandModal
      title="Ship cards"
      form={form}
      submitLabel="Ship"
      fieldOf={(message) => (message === m.shipNothing ? 'items' : null)}
      send={async (values) => answer(await shipCiOrder(ciOrderShipSchema.parse(values)))}
      onClose={onClose}
    >
      <Text size="sm">
        Cards are picked from released lots at {order.supplyingSiteName ?? 'the supplying pharmacy'}, first
        expiry first. A lot in quarantine, recalled or expired is never picked.
      </Text>
      {order.items.map((item, index) => (
        <ProductFieldset
          key={item.id}
          legend={`${item.productName} (${item.ndc})`}
          hint={`Ordered ${count(item.cardsOrdered)} cards · ${count(item.cardsAvailable)} released cards available`}
        >
          <NumberInput
            id={cardsInputId(index)}
            label="Cards to ship"
            withAsterisk
            min={0}
            max={Math.min(item.cardsOrdered, ciOrderLimits.cards)}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`items.${index}.cards`)}
          />
        </ProductFieldset>
      ))}
      {itemsError && (
        <Text size="sm" c="red.9" {...summaryEntry('Cards to ship', cardsInputId(0))}>
          {itemsError}
        </Text>
      )}
    </CommandModal>
  );
}
