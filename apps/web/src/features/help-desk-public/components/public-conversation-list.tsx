import type { PublicMessage } from '@homer/contracts/help-desk-tickets';
import { Text } from '@mantine/core';
import { ConversationList } from '../../../shared/ui/conversation-list.tsx';

/** The ticket's public messages, oldest first, as the requester reads them. */
export function PublicConversationList({ messages }: { messages: readonly PublicMessage[] }) {
  if (messages.length === 0) return <Text c="dimmed">No replies yet.</Text>;
  return (
    <ConversationList
      items={messages.map((m) => ({
        key: String(m.id),
        tone: m.fromRequester ? 'requester' : 'staff',
        label: m.fromRequester ? 'You' : 'Support Desk',
        authorName: m.authorName,
        createdAt: m.createdAt,
        body: m.body,
      }))}
    />
  );
}
