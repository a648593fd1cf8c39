import {
  type RxConnectsRow,
  type RxConnectsSiteKind,
  rxConnectsKindNames,
  rxConnectsSitePagePath,
} from '@homer/contracts/rx-connects-admin';
import { Anchor, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getSiteList, siteListKey } from '../api/rx-connects-api.ts';
import { initialSiteFilters, type SiteFilters } from '../lib/site-filters.ts';
import { RxConnectsTabs } from './rx-connects-tabs.tsx';
import { SiteHiddenNote, SiteStatusFilter } from './site-status-filter.tsx';
import { StatusBadge } from './status-badge.tsx';

function columnsFor(kind: RxConnectsSiteKind): ListColumn<RxConnectsRow>[] {
  const open = (row: RxConnectsRow) => rxConnectsSitePagePath(kind, row.id);
  return [
    {
      key: 'name',
      title: kind === 'donor' ? 'Donor' : 'Repository',
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={open(row)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    { key: 'contactName', title: kind === 'donor' ? 'Contact' : 'Pharmacist in Charge' },
    { key: 'emailAddress', title: 'Email' },
    { key: 'facilityTypeName', title: 'Facility Type' },
    { key: 'city', title: 'City', hiddenByDefault: true },
    { key: 'countyName', title: 'County' },
    {
      key: 'status',
      title: 'Status',
      render: (row) => <StatusBadge statusId={row.statusId} statusName={row.statusName} />,
    },
    { key: 'dateSigned', title: 'Date Signed', sortable: true, render: (row) => usDateTime(row.dateSigned) },
  ];
}

const getRowId = (row: RxConnectsRow) => row.id;

/**
 * rxconnects/donors/list and rxconnects/repositories/list: the review queue, on Pending by default; each status
 * shows its count and a line says how many decided applications the filter hides (decision 089).
 */
export function SiteList({ kind }: { kind: RxConnectsSiteKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const defaultFilters = useMemo(() => initialSiteFilters(statusParam), [statusParam]);
  const columns = useMemo(() => columnsFor(kind), [kind]);
  const fetchPage = useMemo(() => getSiteList(kind), [kind]);
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <ListPage<RxConnectsRow, SiteFilters>
        // A dashboard link to another status starts the list afresh on that filter.
        key={`${kind}-${statusParam ?? ''}`}
        title={`Rx Connects ${rxConnectsKindNames[kind].many}`}
        queryKey={siteListKey(kind)}
        fetchPage={fetchPage}
        columns={columns}
        getRowId={getRowId}
        defaultSort={{ field: 'dateSigned', order: 'desc' }}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        onRowClick={(row) => navigate(rxConnectsSitePagePath(kind, row.id))}
        tableMinWidth={1000}
        filters={(context) => (
          <>
            <SiteStatusFilter {...context} kind={kind} />
            <SiteHiddenNote {...context} kind={kind} />
          </>
        )}
      />
    </Stack>
  );
}
