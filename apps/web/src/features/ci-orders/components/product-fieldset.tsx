import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { legend: ReactNode; hint?: ReactNode; children: ReactNode };

/** One product's fields in a step's form, grouped under its name so each input is read with it. */
export function ProductFieldset({ legend, hint, children }: Props) {
  return (
    <Paper withBorder p="sm" component="fieldset" m={0}>
      <Text component="legend" fw={600} size="sm" px={4}>
        {legend}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mb={6}>
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
