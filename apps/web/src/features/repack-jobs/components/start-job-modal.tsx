import {
  type LineClearanceKey,
  lineClearanceItems,
  repackJobMessages as m,
  type RepackJob,
} from '@homer/contracts/repack-jobs';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { startRepackJob } from '../api/repack-jobs-api.ts';
import { useJobAnswer } from './use-job-answer.ts';

type Values = { jobId: number; lineClearance: LineClearanceKey[] };
type Props = { job: RepackJob; onClose: () => void };

const itemId = (key: string) => `line-clearance-${key}`;

/**
 * Line clearance before the job starts: every item confirmed. Starting sets the source units aside and fixes the
 * lot number and the beyond-use date, so the job then runs at the user's repack workstation.
 */
export function StartJobModal({ job, onClose }: Props) {
  const answer = useJobAnswer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { jobId: job.id, lineClearance: [] },
    validate: {
      lineClearance: (checked) =>
        checked.length === lineClearanceItems.length ? null : m.checklistIncomplete,
    },
  });
  const checked = form.values.lineClearance;
  const firstOpen = lineClearanceItems.find((item) => !checked.includes(item.key));
  const problem = form.errors.lineClearance;
  return (
    <CommandModal
      title={`Start repack job #${job.id}`}
      form={form}
      submitLabel="Start job"
      send={async (values) => answer(await startRepackJob(values))}
      onClose={onClose}
    >
      <Text size="sm">
        Confirm the line clearance for {job.productName} ({job.ndc}) before the job starts.
      </Text>
      <Checkbox.Group
        label="Line clearance"
        withAsterisk
        value={checked}
        onChange={(value) => form.setFieldValue('lineClearance', value as LineClearanceKey[])}
      >
        <Stack gap="xs" mt={6}>
          {lineClearanceItems.map((item) => (
            <Checkbox key={item.key} id={itemId(item.key)} value={item.key} label={item.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      {problem && (
        <Text size="sm" c="red.9" {...summaryEntry('Line clearance', itemId(firstOpen?.key ?? ''))}>
          {problem}
        </Text>
      )}
    </CommandModal>
  );
}
