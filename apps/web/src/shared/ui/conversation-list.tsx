import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usDateTime } from '../lib/us-date.ts';
import { bubbleToneVar } from './scheme-tokens.ts';

/** Who wrote a message, as a support conversation tells it: the requester on grey, staff on blue, notes yellow. */
export type ConversationTone = 'requester' | 'staff' | 'internal';

export type ConversationItem = {
  key: string;
  tone: ConversationTone;
  /** Says in words what the colour says (never colour alone). */
  label: string;
  icon?: ReactNode;
  authorName: string;
  createdAt: string;
  body: string;
};

// The bubbles' colours per scheme are in scheme-tokens.css; the badges' dark tones come from the theme.
const badgeColour: Record<ConversationTone, string> = {
  requester: 'gray.7',
  staff: 'blue.8',
  internal: 'yellow.4',
};

/** A ticket's messages, oldest first, as plain text (never HTML): the staff ticket page and the requester's reply page. */
export function ConversationList({ items }: { items: readonly ConversationItem[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversation">
      {items.map((item) => {
        const bubble = bubbleToneVar(item.tone);
        return (
          <Paper
            key={item.key}
            component="li"
            p="sm"
            radius="md"
            bg={bubble.background}
            c={bubble.text}
            style={{ border: `1px solid ${bubble.border}` }}
          >
            <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text fw={700} size="sm">
                  {item.authorName}
                </Text>
                <Badge color={badgeColour[item.tone]} variant="filled" autoContrast leftSection={item.icon}>
                  {item.label}
                </Badge>
              </Group>
              <Text size="xs" component="time" dateTime={item.createdAt}>
                {usDateTime(item.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
