import type { LegendItem } from '../../../shared/ui/list-page/list-column.ts';
import { budgetStatusLabels as s } from './budget-status.ts';

/** The spec gives the colours, not the legend's words; each starts with the label the row shows. */
export const budgetLegend: readonly LegendItem[] = [
  {
    tone: 'budget-low',
    label: `${s.budgetLow} (or ${s.over}): available budget is below the notification level`,
  },
  { tone: 'po-low', label: `${s.poLow}: available PO funds are below the notification level` },
  {
    tone: 'budget-and-po-low',
    label: `${s.budgetLow} and ${s.poLow}: both are below the notification level`,
  },
];
