import type { HomeDeliveryLine } from '@homer/contracts/home-delivery-queue';
import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** Each Rx as QS1 answers now; the result is said in words, the icon only repeats it. */
export function RequestLines({ lines }: { lines: readonly HomeDeliveryLine[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Prescriptions, checked in QS1 now
        </Title>
        <List listStyleType="none" spacing="sm">
          {lines.map((line) => (
            <List.Item key={line.rxNumber}>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  Rx {line.rxNumber}
                  {line.drugName ? ` — ${line.drugName}` : ''}
                </Text>
                <Text size="sm">
                  Refills when requested: {line.refillsAtRequest}
                  {line.refillsRemaining !== null ? `; refills now: ${line.refillsRemaining}` : ''}
                </Text>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {line.problem ? (
                    <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
                  ) : (
                    <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
                  )}
                  <Text size="sm" fw={500}>
                    {line.problem ? `Problem: ${line.problem}` : 'OK: active, refills remaining.'}
                  </Text>
                </Group>
              </Stack>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
