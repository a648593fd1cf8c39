import type { MfPatientRow } from '@homer/contracts/metabolic-formula';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { eligibilityShown } from '../lib/eligibility.ts';
import { patientName } from '../lib/mf-format.ts';
import { mfPatientPath } from '../lib/mf-paths.ts';
import { EligibilityBadge } from './eligibility-badge.tsx';

export const mfPatientColumns: ListColumn<MfPatientRow>[] = [
  {
    key: 'patientId',
    title: 'Patient #',
    width: 110,
    render: (row) => (
      <Anchor component={Link} to={mfPatientPath(row.patientId)} size="sm">
        {row.patientId}
      </Anchor>
    ),
  },
  { key: 'name', title: 'Name', render: patientName },
  { key: 'dateOfBirth', title: 'Date of Birth', render: (row) => usDate(row.dateOfBirth) },
  {
    key: 'diagnosis',
    title: 'Diagnosis',
  },
  {
    key: 'eligibility',
    title: 'Eligibility',
    render: (row) => <EligibilityBadge shown={eligibilityShown(row)} />,
  },
  {
    key: 'recertifyBy',
    title: 'Recertify By',
    headerHint: 'An eligible patient’s enrolment lapses after this date until a pharmacist recertifies them.',
    render: (row) => usDate(row.recertifyBy) || '—',
  },
];
