import { type ChatMessage, chatLimits, sendMessageBodySchema } from '@homer/contracts/chat';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { chatCommands } from '../api/chat.ts';
import { composerKeyAction, lengthCounter, textAfterFailedSend } from '../lib/composer.ts';

const messageSchema = sendMessageBodySchema.shape.message;

/** The message box: Enter sends, Shift+Enter starts a new line; refusals show under it. */
export function Composer({ roomId, onSent }: { roomId: number; onSent: (message: ChatMessage) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  // A room that opens is there to be written in (also when it opens inside a drawer that is already open).
  useEffect(() => {
    box.current?.focus();
  }, []);

  const send = async () => {
    if (sending) return;
    // The contract's rule first: a blank message is refused here with the server's words, and nothing is sent.
    const parsed = messageSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    // Emptied now, not when the answer comes: a next message typed meanwhile must survive the answer.
    setText('');
    setError(null);
    try {
      onSent(await chatCommands.send(roomId, parsed.data));
    } catch (cause) {
      setText((typedSince) => textAfterFailedSend(text, typedSince));
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  const counter = lengthCounter(text.length);
  return (
    <Stack
      gap={4}
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        ref={box}
        label="Message"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (composerKeyAction({ ...event, isComposing: event.nativeEvent.isComposing }) === 'send') {
            event.preventDefault();
            void send();
          }
        }}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={chatLimits.message}
        error={error}
        description="Enter sends; Shift+Enter starts a new line."
        data-autofocus
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c={text.length >= chatLimits.message ? 'red.8' : 'dimmed'} aria-live="polite">
          {counter}
        </Text>
        <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden="true" />}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
