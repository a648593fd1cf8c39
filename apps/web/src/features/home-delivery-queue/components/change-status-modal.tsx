import {
  type HomeDeliveryChangeStatus,
  type HomeDeliveryDetail,
  type HomeDeliveryStatus,
  homeDeliveryChangeStatusSchema,
  homeDeliveryLimits,
} from '@homer/contracts/home-delivery-queue';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { changeHomeDeliveryStatus } from '../api/home-delivery-api.ts';
import { statusActions } from '../lib/status-actions.ts';

type Props = {
  request: HomeDeliveryDetail;
  /** The status asked for; null when the dialog is closed. */
  toStatus: HomeDeliveryStatus | null;
  onClose: () => void;
  /** Reloads the request and the queue (after a move, or to see someone else's). */
  onChanged: () => Promise<unknown>;
};

type Values = { note: string; trackingNumber: string };

/** Confirms one move; Shipped asks for an optional tracking number, Cancelled for the reason. */
export function ChangeStatusModal({ request, toStatus, onClose, onChanged }: Props) {
  const action = toStatus ? statusActions[toStatus] : null;
  return (
    <Modal opened={toStatus !== null} onClose={onClose} title={action?.confirm ?? ''}>
      {toStatus && (
        <ChangeStatusForm
          key={toStatus}
          request={request}
          toStatus={toStatus}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Modal>
  );
}

function ChangeStatusForm({
  request,
  toStatus,
  onClose,
  onChanged,
}: Props & { toStatus: HomeDeliveryStatus }) {
  const action = statusActions[toStatus];
  const server = useServerSubmit({ fallback: 'The request could not be changed.' });
  const body = (values: Values): HomeDeliveryChangeStatus => ({
    id: request.id,
    fromStatus: request.status,
    toStatus,
    note: values.note,
    trackingNumber: toStatus === 'Shipped' ? values.trackingNumber : '',
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { note: '', trackingNumber: '' },
    validate: (values) => zod4Resolver(homeDeliveryChangeStatusSchema)(body(values)),
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await changeHomeDeliveryStatus(body(values));
        toast.success(result.message ?? `The request is now ${toStatus}.`);
        onClose();
        await onChanged();
      }),
    server.summary.refuse,
  );

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary {...server.summaryProps} />
        <Text size="sm">{action.question(request.id)}</Text>
        {toStatus === 'Shipped' && (
          <TextInput
            label="Tracking number"
            description="Optional. Sent to the patient with the shipping notice."
            maxLength={homeDeliveryLimits.trackingNumber}
            {...form.getInputProps('trackingNumber')}
          />
        )}
        {toStatus === 'Cancelled' ? (
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={homeDeliveryLimits.note}
            {...form.getInputProps('note')}
          />
        ) : (
          <Textarea
            label="Note"
            description="Optional. Kept in the status history."
            autosize
            minRows={2}
            maxLength={homeDeliveryLimits.note}
            {...form.getInputProps('note')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" color={action.colour} loading={server.saving}>
            {action.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
