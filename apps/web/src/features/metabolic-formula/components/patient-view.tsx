import { type MfPatientResponse, metabolicFormulaAccess } from '@homer/contracts/metabolic-formula';
import { Button, Stack } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../shared/lib/use-can.ts';
import { EligibilityDetails } from './eligibility-details.tsx';
import { EnrolmentDetails } from './enrolment-details.tsx';
import { MfSection } from './mf-section.tsx';
import { PatientOrdersTable } from './patient-orders-table.tsx';
import type { PatientStep } from './patient-step-modal.tsx';
import { PrescriptionsTable } from './prescriptions-table.tsx';

// The steps' modals load when one is first opened: the page's first paint does not wait for them.
const PatientStepModal = lazy(() =>
  import('./patient-step-modal.tsx').then((m) => ({ default: m.PatientStepModal })),
);

const plus = <IconPlus size={18} aria-hidden="true" />;

/** An enrolled patient: the enrolment, the eligibility decision, the prescriptions and the orders. */
export function PatientView({ patient }: { patient: MfPatientResponse }) {
  const [step, setStep] = useState<PatientStep | null>(null);
  // The decision is a clinical review: only a pharmacist of the programme (or above) is offered it.
  const mayDecide = useCan(metabolicFormulaAccess.reviewer);
  const open = (next: PatientStep) => () => setStep(next);
  return (
    <Stack gap="xl">
      <MfSection
        title="Enrolment"
        actions={
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={open({ kind: 'enrolment' })}
          >
            Edit Enrolment
          </Button>
        }
      >
        <EnrolmentDetails enrolment={patient.enrolment} />
      </MfSection>
      <MfSection
        title="Eligibility"
        actions={mayDecide && <Button onClick={open({ kind: 'decision' })}>Record Decision</Button>}
      >
        <EligibilityDetails enrolment={patient.enrolment} />
      </MfSection>
      <MfSection
        title="Prescriptions"
        actions={
          <Button
            variant="default"
            leftSection={plus}
            onClick={open({ kind: 'prescription', prescription: null })}
          >
            Add Prescription
          </Button>
        }
      >
        <PrescriptionsTable
          prescriptions={patient.prescriptions}
          onEdit={(prescription) => setStep({ kind: 'prescription', prescription })}
        />
      </MfSection>
      <MfSection
        title="Orders"
        actions={
          <Button leftSection={plus} onClick={open({ kind: 'order' })}>
            New Order
          </Button>
        }
      >
        <PatientOrdersTable orders={patient.orders} />
      </MfSection>
      {step && (
        <Suspense fallback={null}>
          <PatientStepModal patient={patient} step={step} onClose={() => setStep(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
