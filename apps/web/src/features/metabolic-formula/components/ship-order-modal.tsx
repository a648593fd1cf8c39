import { type MfOrder, mfMessages as m, mfOrderShipSchema } from '@homer/contracts/metabolic-formula';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { shipMfOrder } from '../api/mf-orders.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Props = { order: MfOrder; onClose: () => void };

const count = (value: number) => value.toLocaleString('en-US');

/** Ships the whole order from the pharmacy's stock, first expiry first, on one ledger document. */
export function ShipOrderModal({ order, onClose }: Props) {
  const answer = useMfAnswer();
  const form = useForm({ mode: 'controlled', initialValues: { orderId: order.orderId } });
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
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
      <Text size="sm">
        {count(units)} units of {order.lines.length} {order.lines.length === 1 ? 'product' : 'products'} leave{' '}
        {order.inventorySiteName} for {order.patientName}, picked first expiry first. A lot on hold, in
        quarantine, recalled or expired is never picked; if any product is short, nothing ships.
      </Text>
    </CommandModal>
  );
}
