import {
  type TicketDetail,
  ticketAddMessageSchema,
  ticketLimits,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { addTicketMessage } from '../api/ticket-commands.ts';

type Kind = 'reply' | 'note';
type Props = { ticket: TicketDetail; onSent: () => Promise<unknown> };

/** A public reply (emailed to the requester with the reply link) or, for staff, an internal note. */
export function MessageComposer({ ticket, onSent }: Props) {
  const { permissions } = ticket;
  const kinds: Kind[] = [
    ...(permissions.canReply ? (['reply'] as const) : []),
    ...(permissions.canAddInternalNote ? (['note'] as const) : []),
  ];
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'reply');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  if (kinds.length === 0) return null;

  const isNote = kind === 'note';
  const send = async () => {
    setError(null);
    setFailure(null);
    const parsed = ticketAddMessageSchema.safeParse({ ticketId: ticket.id, body, isInternal: isNote });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ticketMessages.bodyRequired);
      // The field then reads its message out (aria-describedby) to a screen-reader user.
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await addTicketMessage(parsed.data);
      toast.success(result.message ?? ticketMessages.messageAdded);
      setBody('');
      await onSent();
    } catch (cause) {
      setFailure(refusalMessage(cause) ?? 'The message could not be added.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      // A yellow edge, not a yellow fill: the fill would need its own text colours in the dark scheme.
      style={isNote ? { borderLeft: '6px solid var(--mantine-color-yellow-5)' } : undefined}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              {isNote ? 'Add an internal note' : 'Reply'}
            </Title>
            {kinds.length > 1 && (
              <SegmentedControl
                aria-label="Message type"
                value={kind}
                onChange={(v) => setKind(v as Kind)}
                data={[
                  { value: 'reply', label: 'Reply' },
                  { value: 'note', label: 'Internal note' },
                ]}
              />
            )}
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label="Message"
            description={
              isNote
                ? 'Seen by Support Desk staff only, never by the requester.'
                : 'Emailed to the requester with a link to reply.'
            }
            autosize
            minRows={3}
            maxLength={ticketLimits.messageBody}
            ref={field}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={error}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending} color={isNote ? 'yellow.4' : undefined} autoContrast>
              {isNote ? 'Add internal note' : 'Send reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
