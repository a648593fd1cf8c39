import {
  type MfOrder,
  mfMessages as m,
  mfLimits,
  mfOrderCancelSchema,
} from '@homer/contracts/metabolic-formula';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { cancelMfOrder } from '../api/mf-orders.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Props = { order: MfOrder; onClose: () => void };

const validate = zod4Resolver(mfOrderCancelSchema, { errorPriority: 'first' });
const reasonMessages: readonly string[] = [m.reasonRequired, m.reasonTooLong];

/** Cancels a submitted order with its reason; it stays on record as Cancelled. */
export function CancelOrderModal({ order, onClose }: Props) {
  const answer = useMfAnswer();
  const form = useForm({
    mode: 'controlled',
    initialValues: { orderId: order.orderId, reason: '' },
    validate,
  });
  return (
    <CommandModal
      title={`Cancel order ${order.orderNumber}`}
      form={form}
      submitLabel="Cancel Order"
      submitColor="red"
      fieldOf={(message) => (reasonMessages.includes(message) ? 'reason' : null)}
      send={async (values) => {
        const result = await answer(await cancelMfOrder(mfOrderCancelSchema.parse(values)), m.cancelled);
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      <Text size="sm">
        The order stays on record as Cancelled; the patient can be ordered for this period again.
      </Text>
      <Textarea
        label="Reason"
        description="Why the order is cancelled"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        autosize
        minRows={2}
        maxLength={mfLimits.note}
        {...form.getInputProps('reason')}
      />
    </CommandModal>
  );
}
