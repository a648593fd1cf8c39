import type { AdjustmentRow, AdjustmentsResponse } from '@homer/contracts/reports';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import {
  adjustmentsKey,
  getAdjustments,
  getAdjustmentsExportLink,
  type LedgerFilters,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn, productColumn, siteColumn, unitsColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { moneyAmount } from '../lib/report-figures.ts';
import { ledgerFiltersFrom, ledgerReportLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

/**
 * The columns for the period of the rows shown: a product opens its ledger report at the row's site over the same
 * period, where the documents behind the figures are.
 */
const columnsFor = ({ from, to }: LedgerFilters): ListColumn<AdjustmentRow>[] => [
  productColumn((row) => ledgerReportLink({ siteId: String(row.siteId), search: row.ndc, from, to })),
  siteColumn(),
  { key: 'reasonLabel', title: 'Reason', width: 170 },
  unitsColumn('added', 'Added', (row) => row.added),
  unitsColumn('removed', 'Removed', (row) => row.removed),
  {
    key: 'value',
    title: 'Value at Cost',
    headerHint:
      'Added less removed at each lot’s unit cost; lots without a cost are counted as uncosted units.',
    render: (row) => <MoneyText amount={moneyAmount(row.value)} />,
  },
  unitsColumn(
    'uncostedUnits',
    'Uncosted Units',
    (row) => row.uncostedUnits,
    'Units added or removed in lots without a cost, not in the value.',
  ),
  countColumn('lines', 'Lines', (row) => row.lines, 'Ledger lines behind the row.'),
];

const units = (n: number) => `${n.toLocaleString('en-US')} units`;
const money = (dollars: number) => formatMoney(moneyAmount(dollars));

function AdjustmentsSummary({
  totals,
  loading,
}: {
  totals: AdjustmentsResponse['totals'];
  loading: boolean;
}) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Added', value: units(totals.added) },
          { label: 'Removed', value: units(totals.removed) },
          { label: 'Net value at cost', value: <MoneyText amount={moneyAmount(totals.value)} /> },
        ]}
      />
      {totals.byReason.length > 0 && (
        <ReportChart
          title="Value by reason"
          valueLabel="Value at cost"
          category="Reason"
          bars={totals.byReason.map((r) => ({ label: r.reasonLabel, value: r.value }))}
          format={money}
          layout="rows"
        />
      )}
    </>
  );
}

/**
 * reporting/adjustments: units added and removed by adjustments and counts over a period, and reversals of them,
 * by site, product and reason, with their value at cost. A link may give the filters (?siteId=&from=&to=&search=),
 * as the ledger report's; a product opens its ledger report over the same period.
 */
export default function AdjustmentsReportPage() {
  const linked = useLinkedFilters(ledgerFiltersFrom);
  return (
    <ReportFrame<AdjustmentRow, LedgerFilters, AdjustmentsResponse>
      key={linked.key}
      routeId="reportAdjustments"
      queryKey={adjustmentsKey}
      fetchPage={getAdjustments}
      fetchExportLink={getAdjustmentsExportLink}
      columns={columnsFor}
      getRowId={(row) => `${row.siteId}-${row.productId}-${row.reasonCode}`}
      defaultFilters={linked.filters}
      searchPlaceholder="Product, NDC or lot"
      tableMinWidth={1300}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <AdjustmentsSummary totals={answer.totals} loading={loading} />}
    />
  );
}
