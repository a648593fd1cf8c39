import type { RxApplication } from '@homer/contracts/rx-connects-patients';
import { Button, Group, Stack } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { ApplicantDetails } from './applicant-details.tsx';
import type { ApplicationStep } from './application-step-modal.tsx';
import { AvailableStockTable } from './available-stock-table.tsx';
import { DecisionDetails } from './decision-details.tsx';
import { DispensingsTable } from './dispensings-table.tsx';
import { RxSection } from './rx-section.tsx';

// The steps' modals load when one is first opened: the page's first paint does not wait for them.
const ApplicationStepModal = lazy(() =>
  import('./application-step-modal.tsx').then((m) => ({ default: m.ApplicationStepModal })),
);

/**
 * Once a step's modal has closed on success, the button that opened it may be gone (an approved application has no
 * Approve): focus then goes to the heading of the section that shows the change, never to the page's top.
 */
function focusIfLost(heading: RefObject<HTMLHeadingElement | null>) {
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, 50);
}

/** A patient application: the applicant, the decision and its actions, the dispensings and the stock to dispense. */
export function ApplicationView({ application }: { application: RxApplication }) {
  const [step, setStep] = useState<ApplicationStep | null>(null);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const dispensingsHeading = useRef<HTMLHeadingElement>(null);
  const pending = application.status === 'Pending';
  const approved = application.status === 'Approved';
  const done = () => {
    const heading = step === 'dispense' ? dispensingsHeading : decisionHeading;
    setStep(null);
    focusIfLost(heading);
  };
  return (
    <Stack gap="xl">
      <RxSection
        title="Decision"
        headingRef={decisionHeading}
        actions={
          pending && (
            <Group gap="xs">
              <Button color="teal.9" onClick={() => setStep('approve')}>
                Approve
              </Button>
              <Button color="red.9" variant="outline" onClick={() => setStep('deny')}>
                Deny
              </Button>
            </Group>
          )
        }
      >
        <DecisionDetails application={application} />
      </RxSection>
      <RxSection title="Applicant">
        <ApplicantDetails application={application} />
      </RxSection>
      <RxSection
        title="Dispensings"
        headingRef={dispensingsHeading}
        actions={
          approved &&
          application.available.length > 0 && (
            <Button
              leftSection={<IconPill size={18} aria-hidden="true" />}
              onClick={() => setStep('dispense')}
            >
              Dispense
            </Button>
          )
        }
      >
        <DispensingsTable dispensings={application.dispensings} />
      </RxSection>
      {/* What may be dispensed: the server answers the stock for an approved application only. */}
      {approved && (
        <RxSection title="Donated Stock Available">
          <AvailableStockTable available={application.available} />
        </RxSection>
      )}
      {step && (
        <Suspense fallback={null}>
          <ApplicationStepModal
            application={application}
            step={step}
            onClose={() => setStep(null)}
            onDone={done}
          />
        </Suspense>
      )}
    </Stack>
  );
}
