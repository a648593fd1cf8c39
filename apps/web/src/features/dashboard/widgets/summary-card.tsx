import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardSummaryQuery } from '../api/dashboard.ts';

/** The work widgets' shared summary (one request for all of them, decision 091). */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery);
}

/** A work widget's frame: its title, then the summary's state or the widget's rows. */
export function SummaryCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const summary = useDashboardSummary();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`${id}-title`} h="100%">
      <Title order={2} size="h4" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {summary.isPending && <Loader size="sm" aria-label={`Loading ${title}`} />}
      {summary.isError && (
        <Text c="red" role="alert">
          The dashboard counts could not be loaded.
        </Text>
      )}
      {summary.isSuccess && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

/** One count with the list it counts, opened on the filter that shows those records. */
export function CountRow({ label, count, to }: { label: string; count: number | null; to: string }) {
  if (count === null) return null;
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
      <Text fw={700} size="lg" aria-label={`${label}: ${count}`}>
        {count}
      </Text>
    </Group>
  );
}
