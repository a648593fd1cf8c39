import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode };

/** Read-only fields as a description list: label, then value, in two columns that wrap on a phone. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', gap: '6px 16px' }}
    >
      {fields.map((field) => (
        <FieldLine key={field.label} label={field.label}>
          {field.value === '' || field.value === null ? '—' : field.value}
        </FieldLine>
      ))}
    </Box>
  );
}

function FieldLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fw={600} size="sm">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}

/** One titled part of a record's page (h2), e.g. Agency or Contacts. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
