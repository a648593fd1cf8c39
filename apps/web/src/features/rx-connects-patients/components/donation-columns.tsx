import type { RxDonationRow } from '@homer/contracts/rx-connects-patients';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { count } from '../lib/rx-format.ts';
import { rxDonationPath } from '../lib/rx-patient-paths.ts';

/** The donation list's columns. */
export const rxDonationColumns: ListColumn<RxDonationRow>[] = [
  {
    key: 'id',
    title: 'Donation #',
    render: (row) => (
      <Anchor component={Link} to={rxDonationPath(row.id)} size="sm">
        {row.id}
      </Anchor>
    ),
  },
  { key: 'receivedOn', title: 'Date Received', render: (row) => usDate(row.receivedOn) },
  { key: 'repositoryName', title: 'Repository' },
  { key: 'donorName', title: 'Donor' },
  { key: 'inspectedBy', title: 'Inspected By' },
  {
    key: 'acceptedUnits',
    title: 'Accepted',
    headerHint: 'Units that passed inspection and went into the repository’s stock.',
    render: (row) => count(row.acceptedUnits),
  },
  {
    key: 'rejectedUnits',
    title: 'Rejected',
    headerHint: 'Units rejected at inspection and destroyed, with the reason on the donation.',
    render: (row) => count(row.rejectedUnits),
  },
];
