import type { TicketRow, TicketView } from '@homer/contracts/help-desk-tickets';
import { routeById } from '@homer/contracts/routes';
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
  linkedTicketFilters,
  linkedTicketView,
  type TicketFilters,
  ticketFilterQuery,
} from '../lib/ticket-filters.ts';

const getRowId = (row: TicketRow) => row.id;

/**
 * support/tickets/list: the Support Desk queue. My tickets, Unassigned, and (Support Admin) All tickets, each with
 * its count; it opens on the first view with work in it (defaultTicketView), tickets being worked before resolved
 * and closed ones, newest first (decision 089). The search box finds a requester by name or email; overdue rows
 * are tinted and say so in the SLA column. A link may name a view (?view=) and a category (?categoryId=).
 */
export default function TicketListPage() {
  const options = useQuery(ticketOptionsQuery);
  const [query] = useSearchParams();
  const viewParam = query.get('view');
  const categoryParam = query.get('categoryId');
  const linkedFilters = useMemo(() => linkedTicketFilters(categoryParam), [categoryParam]);
  // The view to open on depends on the counts: the list waits for them (one small request) rather than open on
  // an empty view and jump. A link that names a view (the dashboard's "Tickets due") opens that one; one that
  // names a category opens on the view with that category's work.
  const counts = useQuery(ticketViewCountsQuery(linkedFilters, undefined));
  if (options.isPending || counts.isPending) return <PageLoader />;
  const isSupportAdmin = options.data?.isSupportAdmin ?? false;
  return (
    <TicketQueue
      key={`${viewParam}-${categoryParam}`}
      initialView={linkedTicketView(viewParam) ?? defaultTicketView(counts.data, isSupportAdmin)}
      initialFilters={linkedFilters}
      isSupportAdmin={isSupportAdmin}
    />
  );
}

type QueueProps = { initialView: TicketView; initialFilters: TicketFilters; isSupportAdmin: boolean };

function TicketQueue({ initialView, initialFilters, isSupportAdmin }: QueueProps) {
  const navigate = useNavigate();
  const defaultFilters = useMemo<TicketFilters>(
    () => ({ ...initialFilters, view: initialView }),
    [initialFilters, initialView],
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
            to={`/${routeById('reportHelpDesk').path}`}
            leftSection={<IconChartBar size={18} aria-hidden="true" />}
          >
            Help Desk Report
          </Button>
        </>
      )}
    />
  );
}
