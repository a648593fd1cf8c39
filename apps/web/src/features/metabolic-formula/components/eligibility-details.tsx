import type { MfEnrolment } from '@homer/contracts/metabolic-formula';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { eligibilityShown, recertifyNotice } from '../lib/eligibility.ts';
import { EligibilityBadge } from './eligibility-badge.tsx';

/** The pharmacist's decision, until when it holds, and a warning once recertification is due or overdue. */
export function EligibilityDetails({ enrolment: e }: { enrolment: MfEnrolment }) {
  const notice = recertifyNotice(e);
  return (
    <Stack gap="sm">
      {notice && (
        // No title: the light variant's orange title text falls below 4.5:1; the message is in the body's colour.
        <Alert color="orange" role="status" icon={<IconAlertTriangle aria-hidden="true" />}>
          {notice}
        </Alert>
      )}
      <DetailsGrid>
        <DetailField label="Status">
          <EligibilityBadge shown={eligibilityShown(e)} />
        </DetailField>
        <DetailField label="Recertify By">{usDate(e.recertifyBy) || '—'}</DetailField>
        <DetailField label="Decided By">{e.decidedBy ?? '—'}</DetailField>
        <DetailField label="Decided">{e.decidedAt ? usDateTime(e.decidedAt) : '—'}</DetailField>
        {e.decisionNote && <DetailField label="Note">{e.decisionNote}</DetailField>}
      </DetailsGrid>
    </Stack>
  );
}
