import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's facts as a definition list: one column on a phone, up to four on a wide screen. */
export function DetailsGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
      {children}
    </SimpleGrid>
  );
}

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}
