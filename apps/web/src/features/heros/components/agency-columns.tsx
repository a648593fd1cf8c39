import { type HerosAgencyRow, herosWebPaths } from '@homer/contracts/heros';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const agencyPath = (id: number) => `/${herosWebPaths.agency(id)}`;

export const agencyColumns: ListColumn<HerosAgencyRow>[] = [
  {
    key: 'agencyName',
    title: 'Agency',
    render: (row) => (
      <Anchor component={Link} to={agencyPath(row.id)} size="sm">
        {row.agencyName}
      </Anchor>
    ),
  },
  { key: 'agencyAbbreviation', title: 'Abbreviation' },
  { key: 'countyName', title: 'County' },
  {
    key: 'primaryName',
    title: 'Primary Contact',
    render: (row) => `${row.primaryName} (${row.primaryEmail})`,
  },
  {
    key: 'contactCount',
    title: 'HOMER Contacts',
    headerHint:
      'HOMER users linked to the agency; the primary contact is linked when an application is approved.',
  },
  { key: 'lastRoundName', title: 'Last Round', render: (row) => row.lastRoundName ?? 'None' },
  {
    key: 'lastApplicationStatusName',
    title: 'Last Application',
    render: (row) => row.lastApplicationStatusName ?? '',
  },
];
