import type { RepackJobStatus } from '@homer/contracts/repack-jobs';
import { repackJobStatusLabels } from '@homer/contracts/repack-jobs';
import type { RepackYieldResponse, RepackYieldRow } from '@homer/contracts/reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ProductCell } from '../../../shared/ui/stock/product-cell.tsx';
import {
  getRepackYield,
  getRepackYieldExportLink,
  type LedgerFilters,
  repackYieldKey,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf, percentText, repackUse } from '../lib/report-figures.ts';
import { ledgerFiltersFrom, recordLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

/** The contract's words for a job's status; a status it does not know is shown as the server gave it. */
const statusLabel = (status: string) => repackJobStatusLabels[status as RepackJobStatus] ?? status;

const dash = (text: string) => text || '—';

/** A job opens its own page, where its sources, labels and signature are. */
const columns: ListColumn<RepackYieldRow>[] = [
  {
    key: 'jobId',
    title: 'Job',
    width: 90,
    render: (row) => (
      <Anchor
        component={Link}
        to={recordLink('repackJobEdit', row.jobId)}
        size="sm"
        aria-label={`Repack job #${row.jobId}`}
      >
        #{row.jobId}
      </Anchor>
    ),
  },
  { key: 'completedAt', title: 'Completed', width: 110, render: (row) => usDate(row.completedAt) },
  { key: 'siteName', title: 'Site', width: 170 },
  {
    key: 'sourceName',
    title: 'Bulk product',
    width: 220,
    render: (row) => <ProductCell productName={row.sourceName} ndc={row.sourceNdc} />,
  },
  {
    key: 'sourceUnit',
    title: 'Unit',
    width: 80,
    headerHint: 'The bulk product’s dispensing unit: units taken, waste and samples are counted in it.',
  },
  {
    key: 'outputName',
    title: 'Cards',
    width: 220,
    headerHint: 'The unit-dose card made, and the units on each card.',
    render: (row) => (
      <ProductCell productName={`${row.outputName} × ${row.countPerCard}`} ndc={row.outputNdc} />
    ),
  },
  { key: 'status', title: 'Status', width: 150, render: (row) => statusLabel(row.status) },
  countColumn('plannedCards', 'Planned', (row) => row.plannedCards, 'Cards the job was planned to make.'),
  countColumn('cards', 'Made', (row) => row.cards, 'Cards the job made.'),
  countColumn(
    'unitsTaken',
    'Units Taken',
    (row) => row.unitsTaken,
    'Bulk units the job took from its source lots: its cards, waste and samples.',
  ),
  countColumn('wasteUnits', 'Waste', (row) => row.wasteUnits),
  countColumn('sampleUnits', 'Samples', (row) => row.sampleUnits),
  {
    key: 'yieldPercent',
    title: 'Yield',
    headerHint: 'Units that became cards, over units taken.',
    render: (row) => percentText(row.yieldPercent),
  },
  { key: 'lotNumber', title: 'Lot', width: 110, render: (row) => dash(row.lotNumber ?? '') },
  {
    key: 'beyondUseDate',
    title: 'BUD',
    width: 110,
    headerHint: 'The beyond-use date of the cards made.',
    render: (row) => dash(usDate(row.beyondUseDate)),
  },
];

const units = (n: number) => `${n.toLocaleString('en-US')} units`;

function RepackYieldSummary({
  totals,
  loading,
}: {
  totals: RepackYieldResponse['totals'];
  loading: boolean;
}) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Jobs', value: countOf(totals.jobs, 'job') },
          { label: 'Cards made', value: countOf(totals.cards, 'card') },
          { label: 'Units taken', value: units(totals.unitsTaken) },
          { label: 'Waste', value: units(totals.wasteUnits) },
          { label: 'Samples', value: units(totals.sampleUnits) },
          { label: 'Yield', value: percentText(totals.yieldPercent) },
        ]}
      />
      {totals.jobs > 0 && (
        <ReportChart
          title="Where the bulk went"
          valueLabel="Units"
          category="Use"
          bars={repackUse(totals)}
          format={units}
          layout="rows"
        />
      )}
    </>
  );
}

/**
 * reporting/repack-yield: the repack jobs completed over a period (whatever became of them since), with the cards
 * made, the bulk units taken, waste, samples, yield, and the lot made with its beyond-use date. A link may give the
 * filters (?siteId=&from=&to=&search=), as the ledger report's; a job opens its own page.
 */
export default function RepackYieldReportPage() {
  const linked = useLinkedFilters(ledgerFiltersFrom);
  return (
    <ReportFrame<RepackYieldRow, LedgerFilters, RepackYieldResponse>
      key={linked.key}
      routeId="reportRepackYield"
      queryKey={repackYieldKey}
      fetchPage={getRepackYield}
      fetchExportLink={getRepackYieldExportLink}
      columns={columns}
      getRowId={(row) => row.jobId}
      defaultFilters={linked.filters}
      searchPlaceholder="Product, NDC or lot"
      tableMinWidth={1500}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <RepackYieldSummary totals={answer.totals} loading={loading} />}
    />
  );
}
