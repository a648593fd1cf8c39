import type { HerosAgencyDetail } from '@homer/contracts/heros';
import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { agencyQuery, getAgencyHistory } from '../api/heros-queries.ts';
import { AgencyApplicationsTable } from '../components/agency-applications-table.tsx';
import { AddressesSection, AgencySection, ContactsSection } from '../components/agency-sections.tsx';
import { Section } from '../components/field-list.tsx';
import { HerosFrame } from '../components/heros-frame.tsx';
import { HistoryButton } from '../components/history-button.tsx';
import { HomerContacts } from '../components/homer-contacts.tsx';
import { LoadFailure } from '../components/load-failure.tsx';

const listPath = '/heros/agencies/list';

/** heros/agencies/edit/{id}: an agency's fields, its HOMER contacts and its applications by round (read-only). */
export default function AgencyEditPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const agency = useQuery({ ...agencyQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to={listPath} replace />;
  return (
    <HerosFrame>
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          Back to HEROS Agencies
        </Anchor>
        {agency.isPending && <PageLoader />}
        {agency.isError && (
          <>
            <Title order={1} size="h2">
              HEROS Agency
            </Title>
            <LoadFailure what="agency" error={agency.error} retry={agency.refetch} />
          </>
        )}
        {agency.data && <AgencyView detail={agency.data} />}
      </Stack>
    </HerosFrame>
  );
}

function AgencyView({ detail }: { detail: HerosAgencyDetail }) {
  const { agency } = detail;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        HEROS Agency: {agency.agencyName}
      </Title>
      <Group>
        <HistoryButton
          title={`${agency.agencyName} History`}
          queryKey={['heros', 'agency-history', agency.id]}
          fetchRows={() => getAgencyHistory(agency.id)}
        />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <AgencySection agency={agency} />
            <ContactsSection agency={agency} />
            <AddressesSection agency={agency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Section title="HOMER Contacts">
              <HomerContacts
                contacts={detail.contacts}
                empty="No HOMER user is linked to this agency yet. Approving an application links its primary contact."
              />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <Section title="Applications by Round">
        <AgencyApplicationsTable
          applications={detail.applications}
          caption={`Applications of ${agency.agencyName}`}
          empty="This agency has not applied yet."
        />
      </Section>
    </Stack>
  );
}
