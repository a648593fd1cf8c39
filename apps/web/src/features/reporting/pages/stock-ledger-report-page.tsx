import type { StockLedgerResponse, StockLedgerRow } from '@homer/contracts/reports';
import { ledgerMovementTypes } from '@homer/contracts/reports';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import {
  getStockLedger,
  getStockLedgerExportLink,
  type LedgerFilters,
  stockLedgerKey,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import {
  expiryColumn,
  lotColumn,
  productColumn,
  siteColumn,
  unitsColumn,
} from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { ledgerFlows, signedUnits } from '../lib/report-figures.ts';
import { ledgerFiltersFrom } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

const columns: ListColumn<StockLedgerRow>[] = [
  productColumn(),
  siteColumn(),
  lotColumn(),
  expiryColumn(),
  unitsColumn('opening', 'Opening', (row) => row.opening, 'On hand at the start of From.'),
  ...ledgerMovementTypes.map(({ key, label }) => unitsColumn<StockLedgerRow>(key, label, (row) => row[key])),
  unitsColumn('closing', 'Closing', (row) => row.closing, 'On hand at the end of To.'),
];

const units = (n: number) => `${n.toLocaleString('en-US')} units`;

function LedgerSummary({ totals, loading }: { totals: StockLedgerResponse['totals']; loading: boolean }) {
  const flows = ledgerFlows(totals);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Opening', value: units(totals.opening) },
          { label: 'In', value: units(sum(flows.map((f) => Math.max(f.value, 0)))) },
          { label: 'Out', value: units(sum(flows.map((f) => Math.max(-f.value, 0)))) },
          { label: 'Closing', value: units(totals.closing) },
        ]}
      />
      <ReportChart
        title="Movements by type"
        valueLabel="Units"
        bars={flows}
        format={signedUnits}
        layout="rows"
      />
    </>
  );
}

/**
 * reporting/stock-ledger: each lot's opening, movements by type and closing over a period; a lot opens its own
 * ledger, the documents behind the figures. A link may give the filters (?siteId=&from=&to=&search=, as a usage
 * row's does); 'Clear' goes back to them, as the stock list keeps the site it was opened on.
 */
export default function StockLedgerReportPage() {
  const linked = useLinkedFilters(ledgerFiltersFrom);
  return (
    <ReportFrame<StockLedgerRow, LedgerFilters, StockLedgerResponse>
      key={linked.key}
      routeId="reportStockLedger"
      queryKey={stockLedgerKey}
      fetchPage={getStockLedger}
      fetchExportLink={getStockLedgerExportLink}
      columns={columns}
      getRowId={(row) => row.lotId}
      defaultFilters={linked.filters}
      searchPlaceholder="Product, NDC or lot"
      tableMinWidth={1900}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <LedgerSummary totals={answer.totals} loading={loading} />}
    />
  );
}
