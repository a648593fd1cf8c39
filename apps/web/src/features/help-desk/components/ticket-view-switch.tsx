import { type TicketView, ticketViewLabels } from '@homer/contracts/help-desk-tickets';
import { SegmentedControl } from '@mantine/core';

type Props = { value: TicketView; onChange: (view: TicketView) => void; isSupportAdmin: boolean };

/** My tickets / Unassigned, and All tickets for a Support Admin (the server refuses it to anyone else). */
export function TicketViewSwitch({ value, onChange, isSupportAdmin }: Props) {
  const views: TicketView[] = isSupportAdmin ? ['mine', 'unassigned', 'all'] : ['mine', 'unassigned'];
  return (
    <SegmentedControl
      aria-label="Tickets to show"
      value={value}
      onChange={(v) => onChange(v as TicketView)}
      data={views.map((v) => ({ value: v, label: ticketViewLabels[v] }))}
    />
  );
}
