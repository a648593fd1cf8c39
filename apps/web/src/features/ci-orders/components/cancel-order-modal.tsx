import {
  type CiOrderDetail,
  ciOrderCancelSchema,
  ciOrderLimits,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { cancelCiOrder } from '../api/ci-orders.ts';
import { useOrderAnswer } from './use-order-answer.ts';

type Values = { id: number; reason: string };
type Props = { order: CiOrderDetail; onClose: () => void };

const validate = zod4Resolver(ciOrderCancelSchema);
const reasonMessages: readonly string[] = [m.reasonRequired, m.reasonTooLong];

/** Cancels the order with its reason; stock set aside for it goes back to its lots. */
export function CancelOrderModal({ order, onClose }: Props) {
  const answer = useOrderAnswer();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { id: order.id, reason: '' }, validate });
  return (
    <CommandModal
      title={`Cancel order ${order.orderNumber}`}
      form={form}
      submitLabel="Cancel order"
      submitColor="red"
      fieldOf={(message) => (reasonMessages.includes(message) ? 'reason' : null)}
      send={async (values) => answer(await cancelCiOrder(ciOrderCancelSchema.parse(values)))}
      onClose={onClose}
    >
      <Text size="sm">
        The order stays on record as Cancelled; anything set aside for it goes back to its lots.
      </Text>
      <Textarea
        label="Reason"
        description="Why the order is cancelled"
        withAsterisk
        autosize
        minRows={2}
        maxLength={ciOrderLimits.reason}
        {...form.getInputProps('reason')}
      />
    </CommandModal>
  );
}
