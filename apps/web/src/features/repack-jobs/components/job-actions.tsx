import { type RepackJob, repackJobAccess } from '@homer/contracts/repack-jobs';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { cancelRepackJob } from '../api/repack-jobs-api.ts';
import type { JobStep } from './job-step-modal.tsx';
import { useJobAnswer } from './use-job-answer.ts';

// The steps' modals load when one is first opened: the page's first paint does not wait for them.
const JobStepModal = lazy(() => import('./job-step-modal.tsx').then((m) => ({ default: m.JobStepModal })));

const printable: ReadonlySet<RepackJob['status']> = new Set([
  'in_process',
  'pending_verification',
  'released',
]);

/** The job's next steps for whoever may take them; the server checks each again. */
export function JobActions({ job }: { job: RepackJob }) {
  const canRun = useCan(repackJobAccess.technician);
  const canVerify = useCan(repackJobAccess.pharmacist);
  const [step, setStep] = useState<JobStep | null>(null);
  const answer = useJobAnswer();
  const [refused, setRefused] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelRepackJob(job.id),
    onMutate: () => setRefused(null),
    onSuccess: (result) => setRefused(answer(result)),
    onError: (error) => setRefused(refusalMessage(error) ?? 'The job could not be cancelled.'),
  });
  const { status } = job;
  const cancellable = canRun && (status === 'draft' || status === 'in_process');
  const pending = status === 'pending_verification';
  const signable = canVerify && pending && job.verifyBlocked === null;
  const canPrint = canRun && printable.has(status);
  if (!cancellable && !signable && !canPrint && !(pending && job.verifyBlocked)) return null;
  const close = () => setStep(null);

  return (
    <Stack gap="xs">
      {refused && (
        <Alert color="red" role="alert" title="Not done">
          {refused}
        </Alert>
      )}
      <Group>
        {canRun && status === 'draft' && <Button onClick={() => setStep('start')}>Start job</Button>}
        {canRun && status === 'in_process' && (
          <Button onClick={() => setStep('complete')}>Complete job</Button>
        )}
        {signable && (
          <>
            <Button color="teal.9" onClick={() => setStep('release')}>
              Release
            </Button>
            <Button color="red" variant="outline" onClick={() => setStep('reject')}>
              Reject
            </Button>
          </>
        )}
        {canPrint && (
          <Button variant="default" onClick={() => setStep('print')}>
            {job.labelRuns.length > 0 ? 'Reprint labels' : 'Print labels'}
          </Button>
        )}
        {cancellable && (
          <Button
            variant="outline"
            color="red"
            loading={cancel.isPending}
            onClick={async () => {
              const sure = await confirmAction(
                'Cancel this repack job?',
                `Repack job #${job.id} stays on record; units set aside for it go back to their lots.`,
                'Cancel job',
              );
              if (sure) cancel.mutate();
            }}
          >
            Cancel job
          </Button>
        )}
      </Group>
      {pending && job.verifyBlocked && (
        <Text size="sm" c="dimmed">
          {job.verifyBlocked}
        </Text>
      )}
      {step && (
        <Suspense fallback={null}>
          <JobStepModal job={job} step={step} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
