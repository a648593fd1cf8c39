import type { RxApplication } from '@homer/contracts/rx-connects-patients';
import { Text } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';

/** The pharmacist's decision: who decided and when, the denial reason and the note the applicant was emailed. */
export function DecisionDetails({ application: a }: { application: RxApplication }) {
  if (a.status === 'Pending')
    return (
      <Text size="sm" c="dimmed">
        Waiting for a pharmacist’s decision. The applicant is emailed the decision.
      </Text>
    );
  return (
    <DetailsGrid>
      <DetailField label="Decision">{a.status}</DetailField>
      <DetailField label="Decided">
        {a.decidedAt ? `${a.decidedBy ?? 'Unknown user'}, ${usDateTime(a.decidedAt)}` : '—'}
      </DetailField>
      {a.denialReason && <DetailField label="Denial Reason">{a.denialReason}</DetailField>}
      <DetailField label="Note">{a.decisionNote ?? '—'}</DetailField>
    </DetailsGrid>
  );
}
