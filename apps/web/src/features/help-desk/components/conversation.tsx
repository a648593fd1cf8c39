import type { TicketDetail } from '@homer/contracts/help-desk-tickets';
import { Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ConversationItem, ConversationList } from '../../../shared/ui/conversation-list.tsx';

/** The ticket's description first (the requester's request), then replies and notes, oldest first. */
function items(ticket: TicketDetail): ConversationItem[] {
  const request: ConversationItem = {
    key: 'request',
    tone: 'requester',
    label: 'Request',
    authorName: ticket.requesterName,
    createdAt: ticket.createdAt,
    body: ticket.description,
  };
  return [
    request,
    ...ticket.conversation.map((m): ConversationItem => {
      const base = { key: String(m.id), authorName: m.authorName, createdAt: m.createdAt, body: m.body };
      if (m.isInternal) {
        return {
          ...base,
          tone: 'internal',
          label: 'Internal note',
          icon: <IconLock size={12} aria-hidden="true" />,
        };
      }
      return m.authorKind === 'staff'
        ? { ...base, tone: 'staff', label: 'Reply' }
        : { ...base, tone: 'requester', label: 'Requester reply' };
    }),
  ];
}

export function Conversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Conversation
      </Title>
      <ConversationList items={items(ticket)} />
    </Stack>
  );
}
