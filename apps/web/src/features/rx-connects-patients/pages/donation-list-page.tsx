import type { RxDonationRow } from '@homer/contracts/rx-connects-patients';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { RxConnectsTabs } from '../../rx-connects/components/rx-connects-tabs.tsx';
import { getRxDonationList, type RxDonationFilters, rxDonationListKey } from '../api/rx-donations.ts';
import { rxDonationColumns } from '../components/donation-columns.tsx';
import { RepositoryFilter } from '../components/repository-filter.tsx';
import { rxDonationPath } from '../lib/rx-patient-paths.ts';

const getRowId = (row: RxDonationRow) => row.id;
const defaultFilters: RxDonationFilters = { repositoryId: '' };

/**
 * rxconnects/donations/list: donations the user's repositories received, newest first; a pharmacist receives a new
 * one from here. A donation is a ledger record: it opens read-only.
 */
export default function DonationListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <ListPage<RxDonationRow, RxDonationFilters>
        title="Rx Connects Donations"
        queryKey={rxDonationListKey}
        fetchPage={getRxDonationList}
        columns={rxDonationColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        searchable={false}
        onRowClick={(row) => navigate(rxDonationPath(row.id))}
        tableMinWidth={860}
        filters={({ filters, setFilter }) => <RepositoryFilter filters={filters} setFilter={setFilter} />}
        toolbar={
          <Button
            component={Link}
            to={rxDonationPath(0)}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Receive Donation
          </Button>
        }
      />
    </Stack>
  );
}
