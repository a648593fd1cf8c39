import { Alert, Button, List, Stack, Table, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useTechSpec } from '../api/get-tech-spec.ts';
import { TechSpecSection } from '../components/tech-spec-section.tsx';

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
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Technology</Table.Th>
                    <Table.Th scope="col">Version</Table.Th>
                    <Table.Th scope="col">Used for</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {spec.technologyStack.map((component) => (
                    <Table.Tr key={component.name}>
                      <Table.Th scope="row" fw="normal">
                        {component.name}
                      </Table.Th>
                      <Table.Td>{component.version ?? 'Not installed'}</Table.Td>
                      <Table.Td>{component.purpose}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
              <Table.ScrollContainer minWidth={480}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Job</Table.Th>
                      <Table.Th scope="col">Schedule</Table.Th>
                      <Table.Th scope="col">Description</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {spec.scheduledJobs.map((job) => (
                      <Table.Tr key={job.name}>
                        <Table.Th scope="row" fw="normal">
                          {job.name}
                        </Table.Th>
                        <Table.Td title={`Cron ${job.cron} (UTC)`}>{job.schedule}</Table.Td>
                        <Table.Td>{job.description}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </TechSpecSection>
        </>
      )}
    </Stack>
  );
}
