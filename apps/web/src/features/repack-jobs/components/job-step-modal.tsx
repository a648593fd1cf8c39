import type { RepackJob } from '@homer/contracts/repack-jobs';
import { CompleteJobModal } from './complete-job-modal.tsx';
import { PrintLabelsModal } from './print-labels-modal.tsx';
import { SignJobModal } from './sign-job-modal.tsx';
import { StartJobModal } from './start-job-modal.tsx';

export type JobStep = 'start' | 'complete' | 'release' | 'reject' | 'print';

type Props = { job: RepackJob; step: JobStep; onClose: () => void };

/** The modal of one step of a job; loaded with the first step taken, not with the page. */
export function JobStepModal({ job, step, onClose }: Props) {
  if (step === 'start') return <StartJobModal job={job} onClose={onClose} />;
  if (step === 'complete') return <CompleteJobModal job={job} onClose={onClose} />;
  if (step === 'print') return <PrintLabelsModal job={job} onClose={onClose} />;
  return <SignJobModal job={job} meaning={step} onClose={onClose} />;
}
