import type { PublicMessage } from '@homer/contracts/help-desk-tickets';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The ticket's public messages, oldest first: the requester's on grey, the support desk's on blue. */
export function PublicConversationList({ messages }: { messages: readonly PublicMessage[] }) {
  if (messages.length === 0) return <Text c="dimmed">No replies yet.</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversation">
      {messages.map((m) => (
        <Paper
          key={m.id}
          component="li"
          withBorder
          p="sm"
          radius="md"
          bg={m.fromRequester ? 'gray.0' : 'blue.0'}
          c="dark.9"
        >
          <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
            <Group gap="xs">
              <Text fw={700} size="sm">
                {m.authorName}
              </Text>
              <Badge color={m.fromRequester ? 'gray.7' : 'blue.8'} variant="filled">
                {m.fromRequester ? 'You' : 'Support Desk'}
              </Badge>
            </Group>
            <Text size="xs" c="dark.6" component="time" dateTime={m.createdAt}>
              {when(m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
