import type { RxApplication } from '@homer/contracts/rx-connects-patients';
import { ApproveModal } from './approve-modal.tsx';
import { DenyApplicationModal } from './deny-application-modal.tsx';
import { DispenseModal } from './dispense-modal.tsx';

export type ApplicationStep = 'approve' | 'deny' | 'dispense';

type Props = { application: RxApplication; step: ApplicationStep; onClose: () => void; onDone: () => void };

/** The modal of one step of an application; loaded with the first step taken, not with the page. */
export function ApplicationStepModal({ step, ...props }: Props) {
  if (step === 'approve') return <ApproveModal {...props} />;
  if (step === 'deny') return <DenyApplicationModal {...props} />;
  return <DispenseModal {...props} />;
}
