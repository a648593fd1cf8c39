import { routeById } from '@homer/contracts/routes';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/lib/use-session.ts';
import { type CatalogueArea, openReports } from '../lib/report-catalogue.ts';

/** reporting: every report the signed-in user's modules open, by area, each with what it answers. */
export default function ReportsIndexPage() {
  const { user } = useSession();
  const areas = openReports(user ? user.access : null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {routeById('reportsIndex').title}
      </Title>
      {areas.length === 0 ? (
        <Text>No reports are available to your modules.</Text>
      ) : (
        areas.map((group) => <ReportArea key={group.area} group={group} />)
      )}
    </Stack>
  );
}

function ReportArea({ group }: { group: CatalogueArea }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {group.area}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {group.reports.map((report) => (
          <Paper component="li" key={report.routeId} withBorder p="md" radius="md">
            <Anchor component={Link} to={report.path} fw={600}>
              {report.title}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {report.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
