import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useTechSpec } from '../api/get-tech-spec.ts';
import { TechSpecSection } from '../components/tech-spec-section.tsx';
import { TechSpecTable } from '../components/tech-spec-table.tsx';

/** Spec 3 §2 "Tech Spec": read-only, built from what the server reports about itself. */
export default function TechSpecPage() {
  const query = useTechSpec();
  const spec = query.data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Tech Spec
      </Title>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert color="red" role="alert" title="The tech spec could not be loaded.">
          <Button variant="default" size="xs" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {spec && (
        <>
          <TechSpecSection title="Technology Stack">
            <TechSpecTable
              headers={['Technology', 'Version', 'Used for']}
              rows={spec.technologyStack}
              rowKey={(component) => component.name}
              cells={(component) => [component.name, component.version ?? 'Not installed', component.purpose]}
            />
          </TechSpecSection>

          <TechSpecSection title="Supported Browsers">
            <List>
              {spec.supportedBrowsers.map((browser) => (
                <List.Item key={browser.name}>
                  {browser.name} ({browser.versions})
                </List.Item>
              ))}
            </List>
          </TechSpecSection>

          <TechSpecSection title="Domain Names">
            <List>
              {spec.domainNames.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </TechSpecSection>

          <TechSpecSection title="Scheduled Jobs">
            {spec.scheduledJobs.length === 0 ? (
              <Text>No scheduled jobs.</Text>
            ) : (
              <TechSpecTable
                headers={['Job', 'Schedule', 'Description']}
                rows={spec.scheduledJobs}
                rowKey={(job) => job.name}
                cells={(job) => [
                  job.name,
                  <span key="schedule" title={`Cron ${job.cron} (UTC)`}>
                    {job.schedule}
                  </span>,
                  job.description,
                ]}
              />
            )}
          </TechSpecSection>
        </>
      )}
    </Stack>
  );
}
