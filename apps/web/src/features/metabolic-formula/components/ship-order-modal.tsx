import { type MfOrder, mfMessages as m, mfOrderShipSchema } from '@homer/contracts/metabolic-formula';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { shipMfOrder } from '../api/mf-orders.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Props = { order: MfOrder; onClose: () => void };

/** Ships the whole order from the pharmacy's stock, first expiry first, on one ledger document. */
export function ShipOrderModal({ order, onClose }: Props) {
  const answer = useMfAnswer();
  const form = useForm({ mode: 'controlled', initialValues: { orderId: order.orderId } });
  return (
    <CommandModal
      title={`Ship order ${order.orderNumber}`}
      form={form}
      submitLabel="Ship Order"
      closeLabel="Cancel"
      send={async (values) => {
        const result = await answer(await shipMfOrder(mfOrderShipSchema.parse(values)), m.shipped);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      {/* Each product in its own unit: the products of one order are counted in different units. */}
      <Stack gap="xs">
        <Text size="sm">
          These leave {order.inventorySiteName} for {order.patientName}, picked first expiry first:
        </Text>
        <List size="sm">
          {order.lines.map((line) => (
            <List.Item key={line.productId}>
              {line.productName}:{' '}
              {formatUnitsAndPacks(line.quantity, { dispensingUnit: line.dispensingUnit, packSize: 1 })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          A lot on hold, in quarantine, recalled or expired is never picked; if any product is short, nothing
          ships.
        </Text>
      </Stack>
    </CommandModal>
  );
}
