import { type TicketView, ticketViewLabels } from '@homer/contracts/help-desk-tickets';
import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { withCount } from '../../../shared/ui/list-page/view-counts.ts';
import { ticketViewCountsQuery } from '../api/ticket-queries.ts';
import type { TicketFilters } from '../lib/ticket-filters.ts';

type Props = {
  filters: TicketFilters;
  search: string | undefined;
  onChange: (view: TicketView) => void;
  isSupportAdmin: boolean;
};

/**
 * My tickets / Unassigned, and All tickets for a Support Admin (the server refuses it to anyone else), each with
 * its count under the other filters.
 */
export function TicketViewSwitch({ filters, search, onChange, isSupportAdmin }: Props) {
  const counts = useQuery(ticketViewCountsQuery(filters, search)).data;
  const views: TicketView[] = isSupportAdmin ? ['mine', 'unassigned', 'all'] : ['mine', 'unassigned'];
  // With their counts the three views are wider than a phone: there they stack.
  const narrow = useMediaQuery('(max-width: 575px)', false, { getInitialValueInEffect: false });
  return (
    <SegmentedControl
      aria-label="Tickets to show"
      orientation={narrow ? 'vertical' : 'horizontal'}
      fullWidth={narrow}
      value={filters.view}
      onChange={(v) => onChange(v as TicketView)}
      data={views.map((v) => ({ value: v, label: withCount(ticketViewLabels[v], counts?.[v]) }))}
    />
  );
}
