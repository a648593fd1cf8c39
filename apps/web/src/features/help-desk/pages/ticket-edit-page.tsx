import { TicketCategory, type TicketDetail, ticketMessages } from '@homer/contracts/help-desk-tickets';
import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ticketKey, ticketListQueryKey, ticketQuery } from '../api/ticket-queries.ts';
import { AttachmentsPanel } from '../components/attachments-panel.tsx';
import { Conversation } from '../components/conversation.tsx';
import { DraftForm } from '../components/draft-form.tsx';
import { FeedbackCard } from '../components/feedback-card.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { RequesterCard } from '../components/requester-card.tsx';
import { TicketActions } from '../components/ticket-actions.tsx';
import { TicketHeader } from '../components/ticket-header.tsx';
import { TicketPropertiesForm } from '../components/ticket-properties-form.tsx';

const complaintRequest = 'ciRepackComplaint';

/**
 * support/tickets/edit/{ticketId}: an agent's ticket page (details, assignment, conversation with internal notes,
 * files, feedback, history), the requester's own view of it, or — for a draft from CreateTicket — its requester's
 * form (?request=ciRepackComplaint: a complaint). The server decides which from the ticket's permissions.
 */
export default function TicketEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = positiveId(params.ticketId);
  const queryClient = useQueryClient();
  const ticket = useQuery({ ...ticketQuery(id ?? 0), enabled: id !== null });

  if (id === null) return <Navigate to="/support/tickets/list" replace />;
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKey(id) }),
      queryClient.invalidateQueries({ queryKey: ticketListQueryKey }),
    ]);

  if (ticket.isPending) return <PageLoader />;
  // A ticket that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(ticket.error)) return <NotFoundScreen back={routeCrumb('ticketList')} />;
  if (ticket.isError) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Support Ticket
        </Title>
        <Alert color="red" role="alert" title="The ticket could not be loaded.">
          <Text size="sm" mb="xs">
            {ticket.error.message.startsWith('HTTP') ? ticketMessages.notFound : ticket.error.message}
          </Text>
          <Button variant="default" size="xs" onClick={() => void ticket.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  const data = ticket.data;
  if (data.status === 'Draft')
    return (
      <DraftView ticket={data} isComplaint={search.get('request') === complaintRequest} onChanged={reload} />
    );
  return <TicketView ticket={data} onChanged={reload} />;
}

function DraftView({
  ticket,
  isComplaint,
  onChanged,
}: {
  ticket: TicketDetail;
  isComplaint: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const complaint = isComplaint || ticket.categoryId === TicketCategory.CiRepackComplaint;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {complaint ? 'New CI Repack Complaint' : 'New Support Desk Ticket'}
      </Title>
      {ticket.permissions.canSubmitDraft ? (
        <DraftForm ticket={ticket} isComplaint={complaint} onSubmitted={onChanged} />
      ) : (
        <Alert color="yellow" role="status">
          {ticketMessages.draftNotEditable}
        </Alert>
      )}
    </Stack>
  );
}

function TicketView({ ticket, onChanged }: { ticket: TicketDetail; onChanged: () => Promise<unknown> }) {
  const { permissions } = ticket;
  const agent = !permissions.isRequesterView;
  return (
    <Stack gap="md">
      <TicketHeader
        ticket={ticket}
        actions={agent && <TicketActions ticket={ticket} onChanged={onChanged} />}
      />
      {ticket.status === 'Closed' && !agent && (
        <Alert color="gray" role="status">
          {ticketMessages.closedNoReply}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Conversation ticket={ticket} />
            <MessageComposer key={ticket.id} ticket={ticket} onSent={onChanged} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {agent && (
              <TicketPropertiesForm key={ticket.concurrencyStamp} ticket={ticket} onChanged={onChanged} />
            )}
            <RequesterCard ticket={ticket} />
            <AttachmentsPanel ticket={ticket} onChanged={onChanged} />
            {ticket.feedback && <FeedbackCard feedback={ticket.feedback} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
