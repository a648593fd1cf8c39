import type { TicketDetail } from '@homer/contracts/help-desk-tickets';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { SlaBadge } from './sla-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Id, subject, status and SLA, with the page's actions on the right. */
export function TicketHeader({ ticket, actions }: { ticket: TicketDetail; actions?: ReactNode }) {
  const showSla = !ticket.permissions.isRequesterView && ticket.status !== 'Draft';
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          Ticket #{ticket.id}: {ticket.subject}
        </Title>
        <Group gap="sm" wrap="wrap">
          <StatusBadge status={ticket.status} />
          <Text size="sm" c="dimmed">
            {ticket.categoryName} · {ticket.priorityName} priority · opened {usDateTime(ticket.createdAt)}
            {ticket.closedAt ? ` · closed ${usDateTime(ticket.closedAt)}` : ''}
          </Text>
        </Group>
        {showSla && <SlaBadge sla={ticket.sla} full />}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
