import type { TicketRow } from '@homer/contracts/help-desk-tickets';
import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getTicketList,
  getTicketListExcel,
  ticketListQueryKey,
  ticketOptionsQuery,
} from '../api/ticket-queries.ts';
import { ticketColumns, ticketLegend, ticketPath, ticketRowColour } from '../components/ticket-columns.tsx';
import { TicketFiltersBar } from '../components/ticket-filters.tsx';
import { TicketViewSwitch } from '../components/ticket-view-switch.tsx';
import { initialTicketFilters, type TicketFilters, ticketFilterQuery } from '../lib/ticket-filters.ts';

const getRowId = (row: TicketRow) => row.id;

/**
 * support/tickets/list: the Support Desk queue. My tickets, Unassigned, and (Support Admin) All tickets; the search
 * box finds a requester by name or email; overdue rows are tinted and say so in the SLA column.
 */
export default function TicketListPage() {
  const navigate = useNavigate();
  const options = useQuery(ticketOptionsQuery);
  const viewParam = useSearchParams()[0].get('view');
  const defaultFilters = useMemo(() => initialTicketFilters(viewParam), [viewParam]);
  return (
    <ListPage<TicketRow, TicketFilters>
      key={viewParam ?? ''}
      title="Support Tickets"
      queryKey={ticketListQueryKey}
      fetchPage={getTicketList}
      columns={ticketColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
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
            value={filters.view}
            onChange={(view) => setFilter('view', view)}
            isSupportAdmin={options.data?.isSupportAdmin ?? false}
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
