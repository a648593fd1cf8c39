import type { FiscalYear } from '@homer/contracts/fiscal-years';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { LegendItem, ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import type { RowTone } from '../../../shared/ui/scheme-tokens.ts';

export const fiscalYearColumns: readonly ListColumn<FiscalYear>[] = [
  { key: 'fiscalYearName', title: 'Fiscal Year', sortable: true },
  { key: 'startDate', title: 'Start Date', sortable: true, render: (r) => usDate(r.startDate) },
  { key: 'endDate', title: 'End Date', sortable: true, render: (r) => usDate(r.endDate) },
  { key: 'isActiveStr', title: 'Is Active', sortable: true },
  { key: 'isCurrentStr', title: 'Is Current', sortable: true },
  { key: 'friendlyRecordId', title: 'Record', hiddenByDefault: true },
];

/** Spec colours (scheme-tokens.css): current year green, inactive years red (the legend's two entries). */
export const fiscalYearLegend: readonly LegendItem[] = [
  { tone: 'current-fiscal-year', label: 'The current fiscal year' },
  { tone: 'inactive-fiscal-year', label: 'Fiscal years that are not active' },
];

export function fiscalYearRowColour(row: FiscalYear): RowTone | undefined {
  if (!row.isActive) return 'inactive-fiscal-year';
  return row.isCurrent ? 'current-fiscal-year' : undefined;
}
