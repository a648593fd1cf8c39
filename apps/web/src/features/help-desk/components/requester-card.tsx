import type { TicketDetail } from '@homer/contracts/help-desk-tickets';
import { Anchor, Box, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fw={600} size="sm">
        {term}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </>
  );
}

/** Who asked and how to reach them. */
export function RequesterCard({ ticket }: { ticket: TicketDetail }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Requester
      </Title>
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <Line term="Name">{ticket.requesterName}</Line>
        <Line term="Email">
          {ticket.requesterEmail && (
            <Anchor href={`mailto:${ticket.requesterEmail}`}>{ticket.requesterEmail}</Anchor>
          )}
        </Line>
        <Line term="Phone">
          {ticket.requesterPhone && (
            <Anchor href={`tel:${ticket.requesterPhone}`}>{ticket.requesterPhone}</Anchor>
          )}
        </Line>
        <Line term="Facility">{ticket.facilityName}</Line>
      </Box>
    </Paper>
  );
}
