import type { RxApplication } from '@homer/contracts/rx-connects-patients';
import { Stack, Text } from '@mantine/core';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { applicantName } from '../lib/rx-format.ts';

/** Who applied, where they live, how they are covered, what they need and where they asked to be served. */
export function ApplicantDetails({ application: a }: { application: RxApplication }) {
  return (
    <Stack gap="md">
      <DetailsGrid>
        <DetailField label="Applicant">{applicantName(a)}</DetailField>
        <DetailField label="Date of Birth">{usDate(a.dateOfBirth)}</DetailField>
        <DetailField label="Email">{a.emailAddress}</DetailField>
        <DetailField label="Phone">{a.phoneNumber}</DetailField>
        <DetailField label="Address">{a.formattedAddress}</DetailField>
        <DetailField label="County">{a.county}</DetailField>
        <DetailField label="Coverage">{a.coverage}</DetailField>
        <DetailField label="Repository">{a.repositoryName}</DetailField>
        <DetailField label="Electronic Signature">{a.signature}</DetailField>
        <DetailField label="Submitted">{usDateTime(a.submittedAt)}</DetailField>
      </DetailsGrid>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600}>
          Medicines Needed
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {a.medicinesNeeded}
        </Text>
      </Stack>
    </Stack>
  );
}
