import type { RxConnectsApplication } from '@homer/contracts/rx-connects-admin';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Fields({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Table variant="vertical" withTableBorder={false} layout="fixed">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w={{ base: 130, sm: 220 }}>{row.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value === '' ? '—' : row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The application as submitted (every field, in the form's order), then its address, signature and decision. */
export function ApplicationCards({ application: a }: { application: RxConnectsApplication }) {
  return (
    <Stack gap="md">
      <Card title="Application">
        <Fields rows={a.fields} />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title="Verified Address">
          <Fields
            rows={[
              { label: 'Address', value: a.formattedAddress },
              { label: 'County', value: a.countyName },
            ]}
          />
        </Card>
        <Card title="Attestation and Signature">
          <Fields
            rows={[
              { label: 'Attested', value: a.isAttested ? 'Yes' : 'No' },
              {
                label: a.kind === 'repository' ? 'Pharmacist Signature' : 'Electronic Signature',
                value: a.signature,
              },
              { label: 'Date Signed', value: usDateTime(a.dateSigned) },
            ]}
          />
        </Card>
      </SimpleGrid>
      <Card title="Comments">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {a.comments || 'No comments.'}
        </Text>
      </Card>
      <Card title="Decision">
        {a.decidedAt ? (
          <Fields
            rows={[
              { label: 'Status', value: a.statusName },
              ...(a.deniedReasonName ? [{ label: 'Denial Reason', value: a.deniedReasonName }] : []),
              { label: 'Note', value: a.decisionNote ?? '' },
              { label: 'Decided', value: usDateTime(a.decidedAt) },
              { label: 'Decided By', value: a.decidedByName ?? '' },
            ]}
          />
        ) : (
          <Text size="sm">Not decided yet.</Text>
        )}
      </Card>
      <Card title="Users at this Site">
        {a.linkedUsers.length === 0 ? (
          <Text size="sm">Nobody yet: approving gives the contact an account and a role here.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>User Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.linkedUsers.map((u) => (
                  <Table.Tr key={u.userId}>
                    <Table.Td>{u.fullName}</Table.Td>
                    <Table.Td>{u.userName}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{u.role}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
