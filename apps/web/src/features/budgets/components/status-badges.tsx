import { Badge, Group } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle } from '@tabler/icons-react';
import type { BudgetStatus } from '../lib/budget-status.ts';

/**
 * A row's status as words, beside its colour. Filled dark or error-red badges with white text: readable on
 * every row colour of the spec and in either colour scheme.
 */
export function StatusBadges({ statuses }: { statuses: readonly BudgetStatus[] }) {
  if (statuses.length === 0) return null;
  return (
    <Group gap={4} mt={4} wrap="wrap">
      {statuses.map((s) => (
        <Badge
          key={s.label}
          size="sm"
          variant="filled"
          color={s.over ? 'red.9' : 'dark.6'}
          leftSection={
            s.over ? (
              <IconAlertOctagon size={12} aria-hidden="true" />
            ) : (
              <IconAlertTriangle size={12} aria-hidden="true" />
            )
          }
          // Never cut to "Over b…": the label is the row's status, the column grows to hold it.
          styles={{ root: { textTransform: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {s.label}
        </Badge>
      ))}
    </Group>
  );
}
