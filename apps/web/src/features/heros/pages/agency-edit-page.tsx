import type { HerosAgencyDetail } from '@homer/contracts/heros';
import { Grid, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
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
  // An agency that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(agency.error)) return <NotFoundScreen back={routeCrumb('herosAgencyList')} />;
  return (
    <HerosFrame>
      <Stack gap="md">
        {agency.isPending && <PageLoader />}
        {agency.isError && (
          <>
            <RecordHeader trail={[routeCrumb('herosAgencyList')]} pageTitle="HEROS Agency" record={null} />
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
      <RecordHeader
        trail={[routeCrumb('herosAgencyList')]}
        pageTitle="HEROS Agency"
        record={agency.agencyName}
      />
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
