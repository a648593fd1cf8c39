import { Box, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export type TotalItem = { label: string; value: ReactNode };

/**
 * A report's totals over every page, as words and figures (what its chart draws, readable without it). While new
 * figures load the section says it is busy to assistive technology; it is not faded, as faded dimmed labels fall
 * below the contrast the page must keep (axe caught it mid-refetch).
 */
export function ReportTotals({ items, busy }: { items: readonly TotalItem[]; busy: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={busy}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        Totals
      </Title>
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {items.map((item) => (
          <Paper key={item.label} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {item.value}
            </Text>
          </Paper>
        ))}
      </Box>
    </section>
  );
}
