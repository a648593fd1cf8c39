import type { TicketDetail, TicketMessage } from '@homer/contracts/help-desk-tickets';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usDateTime } from '../../../shared/lib/us-date.ts';

type Entry = Pick<TicketMessage, 'body' | 'authorName' | 'createdAt'> & {
  key: string;
  kind: 'request' | 'staff' | 'requester' | 'internal';
};

const entryLabel: Record<Entry['kind'], string> = {
  request: 'Request',
  staff: 'Reply',
  requester: 'Requester reply',
  internal: 'Internal note',
};

// Internal notes are yellow and say so in words; the requester's words sit on grey, staff replies on blue.
const entryStyle: Record<Entry['kind'], { bg: string; badge: string }> = {
  request: { bg: 'gray.0', badge: 'gray.7' },
  requester: { bg: 'gray.0', badge: 'gray.7' },
  staff: { bg: 'blue.0', badge: 'blue.8' },
  internal: { bg: 'yellow.1', badge: 'yellow.4' },
};

/** The ticket's description first (the requester's request), then replies and notes, oldest first. */
function entries(ticket: TicketDetail): Entry[] {
  return [
    {
      key: 'request',
      kind: 'request',
      body: ticket.description,
      authorName: ticket.requesterName,
      createdAt: ticket.createdAt,
    },
    ...ticket.conversation.map(
      (m): Entry => ({
        key: String(m.id),
        kind: m.isInternal ? 'internal' : m.authorKind,
        body: m.body,
        authorName: m.authorName,
        createdAt: m.createdAt,
      }),
    ),
  ];
}

export function Conversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Conversation
      </Title>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversation">
        {entries(ticket).map((entry) => (
          <Paper
            key={entry.key}
            component="li"
            withBorder
            p="sm"
            radius="md"
            bg={entryStyle[entry.kind].bg}
            c="dark.9"
            data-kind={entry.kind}
          >
            <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text fw={700} size="sm">
                  {entry.authorName}
                </Text>
                <Badge
                  color={entryStyle[entry.kind].badge}
                  variant="filled"
                  autoContrast
                  leftSection={
                    entry.kind === 'internal' ? <IconLock size={12} aria-hidden="true" /> : undefined
                  }
                >
                  {entryLabel[entry.kind]}
                </Badge>
              </Group>
              <Text size="xs" c="dark.6" component="time" dateTime={entry.createdAt}>
                {usDateTime(entry.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
