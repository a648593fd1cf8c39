import { icqReviewCancelSchema, icqReviewLimits, icqReviewMessages as m } from '@homer/contracts/icq-reviews';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { cancelReview } from '../api/reviews.ts';

type Props = { reviewId: number; opened: boolean; onClose: () => void; onCancelled: () => Promise<unknown> };

const reasonSchema = icqReviewCancelSchema.pick({ reason: true });

/** Cancel a review with its reason; the reviewer's links are refused from then on. */
export function CancelReviewModal({ reviewId, opened, onClose, onCancelled }: Props) {
  const summary = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: zod4Resolver(reasonSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setRefusal(null);
    try {
      const result = await cancelReview({ id: reviewId, reason: values.reason });
      toast.success(result.message ?? m.cancelDone);
      await onCancelled();
      onClose();
    } catch (error) {
      const message = refusalMessage(error);
      if (message) {
        setRefusal(message);
        summary.refuse();
      }
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel review">
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={refusal} />
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={3}
            maxLength={icqReviewLimits.cancelReason}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep review
            </Button>
            <Button type="submit" color="red" loading={saving}>
              Cancel review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
