import type { TicketSla } from '@homer/contracts/help-desk-tickets';
import { Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { dueDistance, slaState } from '../lib/ticket-sla.ts';

/**
 * The SLA state in words — 'Overdue' is a word, red only in addition — and what is due when: the distance in a
 * queue row, the full time as well on the ticket page.
 */
export function SlaBadge({ sla, full = false }: { sla: TicketSla; full?: boolean }) {
  const state = slaState(sla);
  const when = state.dueAt ? `${dueDistance(state.dueAt)}${full ? ` (${usDateTime(state.dueAt)})` : ''}` : '';
  return (
    <Stack gap={2} align="flex-start">
      {state.overdue && (
        <Badge
          color="red.9"
          variant="filled"
          leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
        >
          Overdue
        </Badge>
      )}
      <Text size={full ? 'sm' : 'xs'} span>
        {state.label}
        {when ? ` ${when}` : ''}
      </Text>
    </Stack>
  );
}
