import {
  type PublicConversation,
  type PublicReplyForm,
  publicReplyFormSchema,
  ticketLimits,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Badge, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useAddPublicReply, usePublicConversation } from '../api/public-conversation.ts';
import { PublicConversationList } from '../components/public-conversation-list.tsx';

const title = 'Support Desk Ticket';
const notSent = 'Your reply could not be sent.';

/**
 * support/tickets/reply/{ticketId}/{guid}: the requester's page from a support desk reply email, without signing
 * in. It shows the ticket's public conversation (never internal notes) and takes a reply; a closed ticket says
 * so instead.
 */
export default function TicketReplyPage() {
  const { ticketId = '', guid = '' } = useParams();
  const validLink =
    /^\d{1,9}$/.test(ticketId) && Number(ticketId) > 0 && guid.length > 0 && guid.length <= 100;
  const conversation = usePublicConversation(ticketId, guid, validLink);

  if (validLink && conversation.isPending) return <PageLoader />;
  const found = validLink && conversation.data && conversation.data.ticketId > 0 ? conversation.data : null;
  return (
    <PageCard title={found ? `${title} #${found.ticketId}` : title} maw={760}>
      {found ? (
        <TicketConversation ticket={found} guid={guid} onReplied={() => conversation.refetch()} />
      ) : conversation.isError ? (
        <Alert color="red" role="alert">
          The ticket could not be loaded. Please try again later.
        </Alert>
      ) : (
        <Alert color="yellow" role="alert">
          {ticketMessages.publicNotFound}
        </Alert>
      )}
    </PageCard>
  );
}

function TicketConversation({
  ticket,
  guid,
  onReplied,
}: {
  ticket: PublicConversation;
  guid: string;
  onReplied: () => Promise<unknown>;
}) {
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <Badge color={ticket.status === 'Closed' ? 'dark.5' : 'teal.9'} variant="filled">
            {ticket.status}
          </Badge>
        </Group>
      </Stack>
      <PublicConversationList messages={ticket.messages} />
      {ticket.canReply ? (
        <ReplyForm ticketId={ticket.ticketId} guid={guid} onReplied={onReplied} />
      ) : (
        <Alert color="gray" role="status">
          {ticketMessages.closedNoReply}
        </Alert>
      )}
    </Stack>
  );
}

function ReplyForm({
  ticketId,
  guid,
  onReplied,
}: {
  ticketId: number;
  guid: string;
  onReplied: () => Promise<unknown>;
}) {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const addReply = useAddPublicReply();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useErrorSummary();
  const form = useForm<PublicReplyForm>({
    mode: 'controlled',
    initialValues: { ticketId, guid, body: '' },
    validate: zod4Resolver(publicReplyFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    setSent(false);
    try {
      const result = await addReply.mutateAsync({
        ...values,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) {
        setSent(true);
        form.setFieldValue('body', '');
        await onReplied();
      } else setFailure(result.message ?? notSent);
    } catch (error) {
      setFailure(refusalMessage(error) ?? notSent);
      summary.refuse();
    } finally {
      guard.renew();
    }
  }, summary.refuse);

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        {sent && <SuccessAlert>{ticketMessages.replySent}</SuccessAlert>}
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        {guard.element}
        <Textarea
          label="Your reply"
          required
          autosize
          minRows={4}
          maxLength={ticketLimits.messageBody}
          {...form.getInputProps('body')}
        />
        <PublicFormActions guard={guard} loading={addReply.isPending} submitLabel="Send reply" />
      </Stack>
    </form>
  );
}
