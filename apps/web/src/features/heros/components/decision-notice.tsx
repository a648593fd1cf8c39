import { type HerosApplicationDetail, HerosStatus } from '@homer/contracts/heros';
import { Alert, Text } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';

const colours: Record<number, string> = {
  [HerosStatus.Approved]: 'teal',
  [HerosStatus.Denied]: 'red',
  [HerosStatus.ChangesRequested]: 'orange',
};

/** The decision (or the latest change request): what, who, when, and the reason or message that was emailed. */
export function DecisionNotice({ application }: { application: HerosApplicationDetail }) {
  const decision = application.lastDecision;
  if (!decision) return null;
  const noteLabel = decision.status === HerosStatus.Denied ? 'Reason' : 'Message to the agency';
  return (
    <Alert
      color={colours[decision.status] ?? 'gray'}
      role="status"
      title={`${decision.statusName} by ${decision.decidedByName} on ${usDateTime(decision.decidedAt)}`}
    >
      {decision.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {noteLabel}:
          </Text>{' '}
          {decision.note}
        </Text>
      )}
      {decision.status === HerosStatus.ChangesRequested && (
        <Text size="sm" mt={decision.note ? 'xs' : 0}>
          The application still awaits a decision.
        </Text>
      )}
      {(decision.status === HerosStatus.Approved || decision.status === HerosStatus.Denied) && (
        <Text size="sm" mt={decision.note ? 'xs' : 0}>
          A decision is final: this application is read-only.
        </Text>
      )}
    </Alert>
  );
}
