import type { TicketDetail } from '@homer/contracts/help-desk-tickets';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { SlaBadge } from './sla-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The record header (decision 084: agents come from the ticket list, requesters from their dashboard), then
 * status and SLA, with the page's actions on the right.
 */
export function TicketHeader({ ticket, actions }: { ticket: TicketDetail; actions?: ReactNode }) {
  const agent = !ticket.permissions.isRequesterView;
  const showSla = agent && ticket.status !== 'Draft';
  return (
    <Stack gap="xs">
      <RecordHeader
        trail={[routeCrumb(agent ? 'ticketList' : 'dashboard')]}
        pageTitle="Support Ticket"
        record={`Ticket #${ticket.id}: ${ticket.subject}`}
        actions={
          actions ? (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          ) : undefined
        }
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <StatusBadge status={ticket.status} />
          <Text size="sm" c="dimmed">
            {ticket.categoryName} · {ticket.priorityName} priority · opened {usDateTime(ticket.createdAt)}
            {ticket.closedAt ? ` · closed ${usDateTime(ticket.closedAt)}` : ''}
          </Text>
        </Group>
        {showSla && <SlaBadge sla={ticket.sla} full />}
      </Stack>
    </Stack>
  );
}
