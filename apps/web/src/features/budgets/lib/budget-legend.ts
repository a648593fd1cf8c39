import { budgetColours } from '@homer/contracts/ba';
import type { LegendItem } from '../../../shared/ui/list-page/list-column.ts';
import { budgetStatusLabels as s } from './budget-status.ts';

/** The spec gives the colours, not the legend's words; each starts with the label the row shows. */
export const budgetLegend: readonly LegendItem[] = [
  {
    colour: budgetColours.budgetLow,
    label: `${s.budgetLow} (or ${s.over}): available budget is below the notification level`,
  },
  { colour: budgetColours.poLow, label: `${s.poLow}: available PO funds are below the notification level` },
  {
    colour: budgetColours.both,
    label: `${s.budgetLow} and ${s.poLow}: both are below the notification level`,
  },
];
