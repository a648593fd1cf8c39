import type { HerosApplicationDetail } from '@homer/contracts/heros';
import { Anchor, Grid, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { applicationQuery, herosKey } from '../api/heros-queries.ts';
import { AgencyApplicationsTable } from '../components/agency-applications-table.tsx';
import { agencyPath } from '../components/agency-columns.tsx';
import { AddressesSection, AgencySection, ContactsSection } from '../components/agency-sections.tsx';
import { NarrativeSection, OathSection, OrderSection } from '../components/application-sections.tsx';
import { DecisionActions } from '../components/decision-actions.tsx';
import { DecisionNotice } from '../components/decision-notice.tsx';
import { Section } from '../components/field-list.tsx';
import { HerosFrame } from '../components/heros-frame.tsx';
import { HomerContacts } from '../components/homer-contacts.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const listPath = '/heros/applications/list';
const pageTitle = 'HEROS Application Review';

/**
 * heros/applications/edit/{id}: the whole application for review, the agency's other applications and the audit
 * history; a HEROS Manager approves, denies or asks for changes. A decided application is read-only.
 */
export default function ApplicationEditPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const queryClient = useQueryClient();
  const application = useQuery({ ...applicationQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to={listPath} replace />;
  const reload = () => queryClient.invalidateQueries({ queryKey: herosKey });
  // An application that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(application.error)) return <NotFoundScreen back={routeCrumb('herosApplicationList')} />;
  return (
    <HerosFrame>
      <Stack gap="md">
        {application.isPending && <PageLoader />}
        {application.isError && (
          <>
            <RecordHeader trail={[routeCrumb('herosApplicationList')]} pageTitle={pageTitle} record={null} />
            <LoadFailure what="application" error={application.error} retry={application.refetch} />
          </>
        )}
        {application.data && <ApplicationView application={application.data} onChanged={reload} />}
      </Stack>
    </HerosFrame>
  );
}

function ApplicationView({
  application,
  onChanged,
}: {
  application: HerosApplicationDetail;
  onChanged: () => Promise<unknown>;
}) {
  const { agency } = application;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('herosApplicationList')]}
        pageTitle={pageTitle}
        record={`${agency.agencyName}, ${application.roundName}`}
      />
      <Group gap="sm" wrap="wrap">
        <StatusBadge status={application.status} name={application.statusName} />
        <Text size="sm">
          {application.roundName}, submitted {usDateTime(application.submittedAt)},{' '}
          {application.totalDoses.toLocaleString('en-US')} doses requested
        </Text>
      </Group>
      <Group gap="sm" wrap="wrap">
        <DecisionActions application={application} onChanged={onChanged} />
      </Group>
      <DecisionNotice application={application} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <AgencySection agency={agency} />
            <ContactsSection agency={agency} />
            <OathSection application={application} />
            <AddressesSection agency={agency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <OrderSection application={application} />
            <NarrativeSection application={application} />
            <Section title="HOMER Contacts of the Agency">
              <HomerContacts
                contacts={application.agencyContacts}
                empty="No HOMER user is linked to this agency yet. Approval links the primary contact."
              />
              <Anchor component={Link} to={agencyPath(agency.id)} size="sm">
                Open the agency {agency.agencyName}
              </Anchor>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <Section title="Other Applications of the Agency">
        <AgencyApplicationsTable
          applications={application.otherApplications}
          caption={`Other applications of ${agency.agencyName}`}
          empty="This is the agency's only application."
        />
      </Section>
    </Stack>
  );
}
