import { budgetColours } from '@homer/contracts/ba';
import type { LegendItem } from '../../../shared/ui/list-page/list-column.ts';

/** The spec gives the colours, not the legend's words. */
export const budgetLegend: readonly LegendItem[] = [
  { colour: budgetColours.budgetLow, label: 'Available budget is below the notification level' },
  { colour: budgetColours.poLow, label: 'Available PO funds are below the notification level' },
  {
    colour: budgetColours.both,
    label: 'Available budget and PO funds are both below the notification level',
  },
];
