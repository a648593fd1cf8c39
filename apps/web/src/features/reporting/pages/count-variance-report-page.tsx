import type { CountVarianceResponse, CountVarianceRow } from '@homer/contracts/reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import {
  countVarianceKey,
  getCountVariance,
  getCountVarianceExportLink,
  type LedgerFilters,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf, countScopeLabel, moneyAmount, percentText } from '../lib/report-figures.ts';
import { ledgerFiltersFrom, recordLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

type Row = CountVarianceRow;

const accuracyHint = 'Lots counted without a variance, over lots counted.';

/**
 * A count opens its own page, where its lines, counters and verifier are. Units are of mixed products, so they are
 * plain numbers, not packs.
 */
const columns: ListColumn<Row>[] = [
  {
    key: 'countId',
    title: 'Count',
    width: 90,
    render: (row) => (
      <Anchor
        component={Link}
        to={recordLink('stockCountEdit', row.countId)}
        size="sm"
        aria-label={`Stock count #${row.countId}`}
      >
        #{row.countId}
      </Anchor>
    ),
  },
  {
    key: 'postedAt',
    title: 'Posted',
    width: 110,
    headerHint: 'The day the count was verified and its variance posted.',
    render: (row) => usDate(row.postedAt),
  },
  { key: 'siteName', title: 'Site', width: 170 },
  { key: 'scope', title: 'Scope', width: 140, render: (row) => countScopeLabel(row.scope) },
  countColumn('linesCounted', 'Lots Counted', (row) => row.linesCounted),
  countColumn(
    'linesWithVariance',
    'With Variance',
    (row) => row.linesWithVariance,
    'Lots whose count differed from the ledger: the lines the count posted.',
  ),
  countColumn(
    'recounts',
    'Recounts',
    (row) => row.recounts,
    'Lots counted a second time because the first count differed from the ledger.',
  ),
  countColumn('unitsOver', 'Units Over', (row) => row.unitsOver, 'Units found beyond what the ledger held.'),
  countColumn(
    'unitsUnder',
    'Units Under',
    (row) => row.unitsUnder,
    'Units the ledger held that were not found.',
  ),
  {
    key: 'value',
    title: 'Value at Cost',
    headerHint:
      'Units over less units under at each lot’s unit cost (below zero: value lost); lots without a cost are counted as uncosted units.',
    render: (row) => <MoneyText amount={moneyAmount(row.value)} />,
  },
  countColumn(
    'uncostedUnits',
    'Uncosted Units',
    (row) => row.uncostedUnits,
    'Units over or under in lots without a unit cost, not in the value.',
  ),
  {
    key: 'accuracyPercent',
    title: 'Accuracy',
    headerHint: accuracyHint,
    render: (row) => percentText(row.accuracyPercent),
  },
];

const units = (n: number) => `${n.toLocaleString('en-US')} units`;
const money = (dollars: number) => formatMoney(moneyAmount(dollars));

function CountVarianceSummary({
  totals,
  loading,
}: {
  totals: CountVarianceResponse['totals'];
  loading: boolean;
}) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Counts', value: countOf(totals.counts, 'count') },
          { label: 'Lots counted', value: countOf(totals.linesCounted, 'lot') },
          { label: 'With variance', value: countOf(totals.linesWithVariance, 'lot') },
          { label: 'Recounts', value: countOf(totals.recounts, 'recount') },
          { label: 'Units over', value: units(totals.unitsOver) },
          { label: 'Units under', value: units(totals.unitsUnder) },
          { label: 'Value at cost', value: <MoneyText amount={moneyAmount(totals.value)} /> },
          { label: 'Accuracy', value: percentText(totals.accuracyPercent) },
        ]}
      />
      {/* The money each site's counts found missing or over: what a count's variance costs. */}
      {totals.bySite.length > 0 && (
        <ReportChart
          title="Variance value by site"
          valueLabel="Value at cost"
          category="Site"
          bars={totals.bySite.map((s) => ({ label: s.siteName, value: s.value }))}
          format={money}
          layout="rows"
        />
      )}
    </>
  );
}

/**
 * reporting/count-variance: the stock counts posted over a period, with the lots each counted and recounted, the
 * variances it posted as units over and under and their value at cost, and its accuracy. A link may give the
 * filters (?siteId=&from=&to=&search=), as the ledger report's; a count opens its own page.
 */
export default function CountVarianceReportPage() {
  const linked = useLinkedFilters(ledgerFiltersFrom);
  return (
    <ReportFrame<Row, LedgerFilters, CountVarianceResponse>
      key={linked.key}
      routeId="reportCountVariance"
      queryKey={countVarianceKey}
      fetchPage={getCountVariance}
      fetchExportLink={getCountVarianceExportLink}
      columns={columns}
      getRowId={(row) => row.countId}
      defaultFilters={linked.filters}
      searchPlaceholder="Product, NDC or lot"
      tableMinWidth={1400}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <CountVarianceSummary totals={answer.totals} loading={loading} />}
    />
  );
}
