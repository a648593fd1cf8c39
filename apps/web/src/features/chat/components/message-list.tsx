import { type ChatMessage, chatMessages } from '@homer/contracts/chat';
import { Alert, Box, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { bubbleToneVar } from '../../../shared/ui/scheme-tokens.ts';
import { sentWhen } from '../lib/sent-when.ts';

type Props = {
  messages: ChatMessage[];
  userId: number | undefined;
  /** The read marker under the caller's latest message ('Seen', 'Seen by 2'), and that message. */
  marker: { messageId: number; text: string } | null;
  pending: boolean;
  failed: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/** The messages, oldest at the top; it keeps to the newest, and keeps its place while earlier ones load. */
export function MessageList({
  messages,
  userId,
  marker,
  pending,
  failed,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom when earlier messages were asked for, kept while they are put above.
  const fromBottom = useRef<number | null>(null);
  const newest = messages.at(-1)?.messageId;
  const oldest = messages[0]?.messageId;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && newest !== undefined) el.scrollTop = el.scrollHeight;
  }, [newest]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || fromBottom.current === null || oldest === undefined) return;
    el.scrollTop = el.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldest]);

  const loadEarlier = () => {
    const el = scroller.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadEarlier();
  };

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowAnchor: 'none' }}
      p={4}
    >
      <Stack gap="xs">
        {hasEarlier && (
          <Button variant="subtle" size="xs" onClick={loadEarlier} loading={loadingEarlier} mx="auto">
            Load earlier messages
          </Button>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {chatMessages.fetchError}
          </Alert>
        )}
        {pending && (
          <Center p="md">
            <Loader size="sm" aria-label="Loading messages" />
          </Center>
        )}
        {!pending && !failed && messages.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" p="md">
            No messages yet. Say hello.
          </Text>
        )}
        {messages.map((m) => (
          <MessageItem
            key={m.messageId}
            message={m}
            own={m.senderId !== null && m.senderId === userId}
            marker={marker?.messageId === m.messageId ? marker.text : null}
          />
        ))}
      </Stack>
    </Box>
  );
}

function MessageItem({
  message: m,
  own,
  marker,
}: {
  message: ChatMessage;
  own: boolean;
  marker: string | null;
}) {
  const time = <time dateTime={m.sentAt}>{sentWhen(m.sentAt)}</time>;
  const bubble = bubbleToneVar(own ? 'chat-own' : 'chat-other');
  // The room's own notes ('Ann Lee added Bob Day') sit in the middle, without a bubble.
  if (m.senderId === null)
    return (
      <Text size="xs" c="dimmed" ta="center" data-message-id={m.messageId}>
        {m.text} · {time}
      </Text>
    );
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-message-id={m.messageId}>
      <Text size="xs" c="dimmed">
        {m.senderName} · {time}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={bubble.background}
        c={bubble.text}
        style={{ border: `1px solid ${bubble.border}` }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.text}
        </Text>
      </Paper>
      {marker && (
        <Text size="xs" c="dimmed" data-testid="chat-read-marker">
          {marker}
        </Text>
      )}
    </Stack>
  );
}
