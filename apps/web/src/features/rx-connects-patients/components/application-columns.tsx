import type { RxApplicationRow } from '@homer/contracts/rx-connects-patients';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { rxApplicationPath } from '../lib/rx-patient-paths.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/** The patient application queue's columns. */
export const rxApplicationColumns: ListColumn<RxApplicationRow>[] = [
  {
    key: 'reference',
    title: 'Reference',
    headerHint: 'The number the applicant was given and quotes (RXA- and the application’s number).',
    render: (row) => (
      <Anchor component={Link} to={rxApplicationPath(row.id)} size="sm">
        {row.reference}
      </Anchor>
    ),
  },
  { key: 'applicantName', title: 'Applicant' },
  { key: 'dateOfBirth', title: 'Date of Birth', render: (row) => usDate(row.dateOfBirth) },
  { key: 'repositoryName', title: 'Repository' },
  { key: 'county', title: 'County' },
  { key: 'status', title: 'Status', render: (row) => <ApplicationStatusBadge status={row.status} /> },
  { key: 'submittedAt', title: 'Submitted', render: (row) => usDateTime(row.submittedAt) },
];
