import type { FiscalYear } from '@homer/contracts/fiscal-years';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const fiscalYearColumns: readonly ListColumn<FiscalYear>[] = [
  { key: 'fiscalYearName', title: 'Fiscal Year', sortable: true },
  { key: 'startDate', title: 'Start Date', sortable: true, render: (r) => usDate(r.startDate) },
  { key: 'endDate', title: 'End Date', sortable: true, render: (r) => usDate(r.endDate) },
  { key: 'isActiveStr', title: 'Is Active', sortable: true },
  { key: 'isCurrentStr', title: 'Is Current', sortable: true },
  { key: 'friendlyRecordId', title: 'Record', hiddenByDefault: true },
];

/** Spec colours: current year green, inactive years red (the legend's two entries). */
export const fiscalYearColours = { current: '#c5ffc0', inactive: '#ff5c5c' } as const;

export const fiscalYearLegend = [
  { colour: fiscalYearColours.current, label: 'The current fiscal year' },
  { colour: fiscalYearColours.inactive, label: 'Fiscal years that are not active' },
] as const;

export function fiscalYearRowColour(row: FiscalYear): string | undefined {
  if (!row.isActive) return fiscalYearColours.inactive;
  return row.isCurrent ? fiscalYearColours.current : undefined;
}
