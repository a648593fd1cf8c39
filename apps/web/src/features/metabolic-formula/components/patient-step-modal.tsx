import type { MfPatientResponse, MfPrescription } from '@homer/contracts/metabolic-formula';
import { DecisionModal } from './decision-modal.tsx';
import { EnrolmentModal } from './enrolment-modal.tsx';
import { NewOrderModal } from './new-order-modal.tsx';
import { PrescriptionModal } from './prescription-modal.tsx';

export type PatientStep =
  | { kind: 'enrolment' }
  | { kind: 'decision' }
  | { kind: 'prescription'; prescription: MfPrescription | null }
  | { kind: 'order' };

type Props = { patient: MfPatientResponse; step: PatientStep; onClose: () => void };

/** The modal of one step on a patient's page; loaded with the first step taken, not with the page. */
export function PatientStepModal({ patient, step, onClose }: Props) {
  const { enrolment } = patient;
  switch (step.kind) {
    case 'enrolment':
      return <EnrolmentModal enrolment={enrolment} onClose={onClose} />;
    case 'decision':
      return <DecisionModal enrolment={enrolment} onClose={onClose} />;
    case 'prescription':
      return (
        <PrescriptionModal
          patientId={enrolment.patientId}
          prescription={step.prescription}
          onClose={onClose}
        />
      );
    case 'order':
      return (
        <NewOrderModal
          patientId={enrolment.patientId}
          prescriptions={patient.prescriptions}
          onClose={onClose}
        />
      );
  }
}
