import { type RegistrationDetail, registrationKindLabels } from '@homer/contracts/registrations';
import { Alert, Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { StatusBadge } from './registration-columns.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const names = (options: { text: string }[]) => options.map((o) => o.text).join(', ') || 'None';

/** The request as the person sent it, its account (if any) and, for a pending registration, matching users. */
export function RequestCard({ detail }: { detail: RegistrationDetail }) {
  const { account } = detail;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} size="h4">
          Request
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Name">{`${detail.firstName} ${detail.lastName}`}</Field>
          <Field label="Email">{detail.email}</Field>
          <Field label="Phone">{detail.phoneNumber || '—'}</Field>
          <Field label="Kind">{registrationKindLabels[detail.kind]}</Field>
          <Field label="Submitted">{usDateTime(detail.submittedAt)}</Field>
          <Field label="Status">
            <StatusBadge status={detail.status} />
          </Field>
        </SimpleGrid>
        <Field label="Facilities requested">{names(detail.requestedFacilities)}</Field>
        {account && (
          <>
            <Title order={3} size="h5">
              Account
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label="User">
                <Anchor component={Link} to={`/admin/users/user/edit/details/${account.userId}`} size="sm">
                  {account.userName}
                </Anchor>
                {account.disabled ? ' (disabled)' : ''}
              </Field>
              <Field label="Module access">
                {account.access.map((a) => `${a.module}: ${a.role}`).join(', ') || 'None'}
              </Field>
              <Field label="Facilities">{names(account.facilities)}</Field>
            </SimpleGrid>
          </>
        )}
        {detail.matches.length > 0 && (
          <Alert color="yellow" title="A user with this email or user name already exists">
            <List size="sm">
              {detail.matches.map((u) => (
                <List.Item key={u.userId}>
                  {u.userName} — {u.name}, {u.email}
                  {u.disabled ? ' (disabled)' : ''}
                </List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              Approve with "Link to existing user" to add the access to that account.
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Who decided, when, why and what it did; the request is then read-only. */
export function DecisionCard({
  decision,
  status,
}: {
  decision: NonNullable<RegistrationDetail['decision']>;
  status: string;
}) {
  return (
    // No Alert title: Mantine's coloured title text falls below AA contrast on the light background.
    <Alert color={status === 'Approved' ? 'green' : 'red'} role="status">
      <Stack gap={4}>
        <Text size="sm" fw={700}>{`${status} by ${decision.decidedBy}`}</Text>
        <Text size="sm">{usDateTime(decision.decidedAt)}</Text>
        {decision.reason && <Text size="sm">Reason: {decision.reason}</Text>}
        {decision.note && <Text size="sm">{decision.note}</Text>}
        <Text size="sm" c="dimmed">
          A decided request cannot be changed.
        </Text>
      </Stack>
    </Alert>
  );
}
