import type { HomeDeliveryHistory } from '@homer/contracts/home-delivery-queue';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';

const emailed = (step: HomeDeliveryHistory) =>
  step.patientEmailed === null
    ? null
    : step.patientEmailed
      ? 'Patient emailed the shipping notice.'
      : 'No email sent: QS1 has no email for this patient.';

/** Who moved the request, when, from which status to which, and why. */
export function StatusHistory({ history }: { history: readonly HomeDeliveryHistory[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Status history
        </Title>
        <List listStyleType="none" spacing="sm">
          {history.map((step) => (
            <List.Item key={step.id}>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {step.fromStatus ? `${step.fromStatus} → ${step.toStatus}` : step.toStatus}
                </Text>
                <Text size="sm">
                  {usDateTime(step.at)} by {step.byName}
                </Text>
                {step.note && <Text size="sm">Note: {step.note}</Text>}
                {step.trackingNumber && <Text size="sm">Tracking number: {step.trackingNumber}</Text>}
                {emailed(step) && <Text size="sm">{emailed(step)}</Text>}
              </Stack>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
