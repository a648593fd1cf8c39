import type { RefillStepHistory } from '@homer/contracts/refills';
import { Box, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDot } from '@tabler/icons-react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { stepBarEntries } from '../lib/step-bar-entries.ts';

/**
 * The shipment's steps (§4.7) in order, the current one marked, each passed step with who moved the shipment
 * there and when. An ordered list: screen readers hear "step 3 of 7"; the words carry the state, not the colour.
 */
export function StepBar({
  currentStep,
  history,
}: {
  currentStep: number;
  history: readonly RefillStepHistory[];
}) {
  const entries = stepBarEntries(currentStep, history);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="step-bar-title">
      <Title order={2} size="h4" id="step-bar-title" mb="sm">
        Steps
      </Title>
      <Box
        component="ol"
        m={0}
        p={0}
        style={{
          listStyle: 'none',
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
        }}
      >
        {entries.map((entry) => (
          <li key={entry.step} aria-current={entry.state === 'current' ? 'step' : undefined}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <ThemeIcon
                size="sm"
                radius="xl"
                color={
                  entry.state === 'upcoming' ? 'gray.6' : entry.state === 'current' ? 'blue.8' : 'teal.9'
                }
                aria-hidden="true"
              >
                {entry.state === 'done' ? <IconCheck size={14} /> : <IconCircleDot size={14} />}
              </ThemeIcon>
              <div>
                <Text size="sm" fw={entry.state === 'current' ? 700 : 500}>
                  {entry.name}
                  {entry.state === 'current' ? ' (current)' : ''}
                </Text>
                {entry.reached && entry.state !== 'upcoming' && (
                  <Text size="xs">
                    {usDateTime(entry.reached.at)} by {entry.reached.byName}
                  </Text>
                )}
              </div>
            </Group>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
