import type { TicketRow, TicketView } from '@homer/contracts/help-desk-tickets';
import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import {
  getTicketList,
  getTicketListExcel,
  ticketListQueryKey,
  ticketOptionsQuery,
  ticketViewCountsQuery,
} from '../api/ticket-queries.ts';
import { ticketColumns, ticketLegend, ticketPath, ticketRowColour } from '../components/ticket-columns.tsx';
import { TicketFiltersBar } from '../components/ticket-filters.tsx';
import { TicketViewSwitch } from '../components/ticket-view-switch.tsx';
import { defaultTicketView } from '../lib/ticket-default-view.ts';
import {
  defaultTicketFilters,
  linkedTicketView,
  type TicketFilters,
  ticketFilterQuery,
} from '../lib/ticket-filters.ts';

const getRowId = (row: TicketRow) => row.id;

/**
 * support/tickets/list: the Support Desk queue. My tickets, Unassigned, and (Support Admin) All tickets, each with
 * its count; it opens on the first view with work in it (defaultTicketView), tickets being worked before resolved
 * and closed ones, newest first (decision 089). The search box finds a requester by name or email; overdue rows
 * are tinted and say so in the SLA column.
 */
export default function TicketListPage() {
  const options = useQuery(ticketOptionsQuery);
  const viewParam = useSearchParams()[0].get('view');
  // The view to open on depends on the counts: the list waits for them (one small request) rather than open on
  // an empty view and jump. A link that names a view (the dashboard's "Tickets due") opens that one.
  const counts = useQuery(ticketViewCountsQuery(defaultTicketFilters, undefined));
  if (options.isPending || counts.isPending) return <PageLoader />;
  const isSupportAdmin = options.data?.isSupportAdmin ?? false;
  return (
    <TicketQueue
      key={viewParam ?? ''}
      initialView={linkedTicketView(viewParam) ?? defaultTicketView(counts.data, isSupportAdmin)}
      isSupportAdmin={isSupportAdmin}
    />
  );
}

function TicketQueue({ initialView, isSupportAdmin }: { initialView: TicketView; isSupportAdmin: boolean }) {
  const navigate = useNavigate();
  const defaultFilters = useMemo<TicketFilters>(
    () => ({ ...defaultTicketFilters, view: initialView }),
    [initialView],
  );
  return (
    <ListPage<TicketRow, TicketFilters>
      title="Support Tickets"
      queryKey={ticketListQueryKey}
      fetchPage={getTicketList}
      columns={ticketColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'work', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      legend={ticketLegend}
      rowColour={ticketRowColour}
      onRowClick={(row) => navigate(ticketPath(row.id))}
      tableMinWidth={1100}
      filters={({ filters, setFilter }) => <TicketFiltersBar filters={filters} setFilter={setFilter} />}
      toolbar={({ filters, setFilter, params }) => (
        <>
          <TicketViewSwitch
            filters={filters}
            search={params.search}
            onChange={(view) => setFilter('view', view)}
            isSupportAdmin={isSupportAdmin}
          />
          <ExportButton fetchLink={() => getTicketListExcel(ticketFilterQuery(params.search, params))} />
          <Button
            variant="default"
            component={Link}
            to="/support/tickets/feedback-report"
            leftSection={<IconChartBar size={18} aria-hidden="true" />}
          >
            Feedback report
          </Button>
        </>
      )}
    />
  );
}
