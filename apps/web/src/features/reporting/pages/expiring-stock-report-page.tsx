import {
  type ExpiringStockResponse,
  type ExpiringStockRow,
  expiryWindows,
  usageDays,
} from '@homer/contracts/reports';
import { Select } from '@mantine/core';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import { monthLabel } from '../../../shared/lib/month-label.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import {
  type ExpiringFilters,
  expiringStockKey,
  getExpiringStock,
  getExpiringStockExportLink,
} from '../api/reports-api.ts';
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
import { countOf, moneyAmount } from '../lib/report-figures.ts';
import { expiringFiltersFrom } from '../lib/stock-report-filters.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

const columns: ListColumn<ExpiringStockRow>[] = [
  productColumn(),
  siteColumn(),
  lotColumn(),
  expiryColumn(),
  { key: 'daysLeft', title: 'Days Left', render: (row) => row.daysLeft.toLocaleString('en-US') },
  { key: 'status', title: 'Status', render: (row) => <StockStatusBadge status={row.status} /> },
  unitsColumn('onHand', 'On Hand', (row) => row.onHand),
  unitsColumn(
    'monthlyUsage',
    'Monthly Usage',
    (row) => Math.round(row.monthlyUsage),
    `Average units used a month at the site, over the last ${usageDays} days.`,
  ),
  unitsColumn(
    'expectedUse',
    'Expected Use',
    (row) => row.expectedUse,
    'Units usage is expected to take from this lot before it expires, earlier-expiring lots first.',
  ),
  unitsColumn(
    'atRiskUnits',
    'At Risk',
    (row) => row.atRiskUnits,
    'Units expected to be left when the lot expires.',
  ),
  {
    key: 'atRiskValue',
    title: 'At-Risk Value',
    headerHint: 'At-risk units at the lot’s unit cost; a lot without a cost counts nothing.',
    render: (row) => <MoneyText amount={moneyAmount(row.atRiskValue)} />,
  },
];

const windowChoices = expiryWindows.map((days) => ({ value: days, label: `${days} days` }));
const money = (dollars: number) => formatMoney(moneyAmount(dollars));

function ExpiringSummary({ totals, loading }: { totals: ExpiringStockResponse['totals']; loading: boolean }) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Lots', value: countOf(totals.lots, 'lot') },
          { label: 'At-risk units', value: `${totals.atRiskUnits.toLocaleString('en-US')} units` },
          { label: 'At-risk value', value: <MoneyText amount={moneyAmount(totals.atRiskValue)} /> },
        ]}
      />
      {totals.byMonth.length > 0 && (
        <ReportChart
          title="At-risk value by month of expiry"
          valueLabel="At-risk value"
          bars={totals.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.atRiskValue }))}
          format={money}
          layout="columns"
        />
      )}
    </>
  );
}

/**
 * reporting/expiring-stock: lots expiring within 30, 60 or 90 days against the usage expected before then, and what
 * is left at risk, in units and at cost.
 */
export default function ExpiringStockReportPage() {
  const linked = useLinkedFilters(expiringFiltersFrom);
  return (
    <ReportFrame<ExpiringStockRow, ExpiringFilters, ExpiringStockResponse>
      key={linked.key}
      routeId="reportExpiringStock"
      queryKey={expiringStockKey}
      fetchPage={getExpiringStock}
      fetchExportLink={getExpiringStockExportLink}
      columns={columns}
      getRowId={(row) => row.lotId}
      defaultFilters={linked.filters}
      searchPlaceholder="Product, NDC or lot"
      tableMinWidth={1600}
      filters={({ filters, setFilter }) => (
        <Select
          label="Within"
          w={120}
          allowDeselect={false}
          data={windowChoices}
          value={filters.within}
          onChange={(value) => value && setFilter('within', value)}
        />
      )}
      summary={(answer, loading) => <ExpiringSummary totals={answer.totals} loading={loading} />}
    />
  );
}
