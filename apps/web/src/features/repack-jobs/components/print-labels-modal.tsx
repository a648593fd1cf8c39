import {
  repackJobMessages as m,
  type RepackJob,
  repackLabelPrintSchema,
  repackLimits,
} from '@homer/contracts/repack-jobs';
import { NumberInput, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveBlob } from '../../../shared/lib/save-blob.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { printRepackLabels, repackJobKey } from '../api/repack-jobs-api.ts';

type Values = { jobId: number; count: number | ''; reason: string };
type Props = { job: RepackJob; onClose: () => void };

const schemaErrors = zod4Resolver(repackLabelPrintSchema);

/** The file the labels are saved as. */
export const labelsFileName = (jobId: number) => `repack-job-${jobId}-labels.pdf`;

/**
 * Prints the cards' labels as a PDF. Each run is recorded with the job; once labels were printed, a reprint
 * needs its reason.
 */
export function PrintLabelsModal({ job, onClose }: Props) {
  const queryClient = useQueryClient();
  const reprint = job.labelRuns.length > 0;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { jobId: job.id, count: job.actualCards ?? job.plannedCards, reason: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      if (reprint && values.reason.trim() === '') errors.reason = m.reprintReasonRequired;
      return errors;
    },
  });
  return (
    <CommandModal
      title={reprint ? `Reprint labels of repack job #${job.id}` : `Print labels of repack job #${job.id}`}
      form={form}
      submitLabel={reprint ? 'Reprint labels' : 'Print labels'}
      fieldOf={(message) => (message === m.reprintReasonRequired ? 'reason' : null)}
      send={async (values) => {
        const pdf = await printRepackLabels(repackLabelPrintSchema.parse(values));
        saveBlob(pdf, labelsFileName(job.id));
        toast.success(`${values.count} labels saved as ${labelsFileName(job.id)}.`);
        await queryClient.invalidateQueries({ queryKey: repackJobKey(job.id) });
        return null;
      }}
      onClose={onClose}
    >
      {reprint && (
        <Text size="sm">
          Labels of this job were printed{' '}
          {job.labelRuns.length === 1 ? 'once' : `${job.labelRuns.length} times`} already: say why they are
          printed again.
        </Text>
      )}
      <NumberInput
        label="Count"
        description={`Labels to print, 1 to ${repackLimits.labels.toLocaleString('en-US')}`}
        withAsterisk
        min={1}
        max={repackLimits.labels}
        // Kept as typed: the contract's message says what is allowed, rather than the number changing on its own.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('count')}
      />
      {reprint && (
        <Textarea
          label="Reason"
          description="Why the labels are printed again"
          withAsterisk
          autosize
          minRows={2}
          maxLength={repackLimits.reason}
          {...form.getInputProps('reason')}
        />
      )}
    </CommandModal>
  );
}
