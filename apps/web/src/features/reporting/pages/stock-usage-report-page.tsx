import {
  lowStockMonths,
  type StockUsageResponse,
  type StockUsageRow,
  usageDays,
} from '@homer/contracts/reports';
import { Badge, Select, Switch } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import {
  getStockUsage,
  getStockUsageExportLink,
  stockUsageKey,
  type UsageFilters,
} from '../api/reports-api.ts';
import { productColumn, siteColumn, unitsColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf, moneyAmount, monthsOfStockText } from '../lib/report-figures.ts';
import { daysToDate, ledgerReportLink } from '../lib/report-period.ts';
import { usageFiltersFrom } from '../lib/stock-report-filters.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

/** A product's row opens its ledger at the site over the days its usage is taken from. */
const ledgerOf = (row: StockUsageRow) =>
  ledgerReportLink({ siteId: String(row.siteId), search: row.ndc, ...daysToDate(new Date(), usageDays) });

const columns: ListColumn<StockUsageRow>[] = [
  productColumn(ledgerOf),
  siteColumn(),
  unitsColumn('onHand', 'On Hand', (row) => row.onHand),
  unitsColumn('available', 'Available', (row) => row.available, 'On hand less what is allocated.'),
  unitsColumn(
    'monthlyUsage',
    'Monthly Usage',
    (row) => Math.round(row.monthlyUsage),
    `Average units used a month, over the last ${usageDays} days.`,
  ),
  {
    key: 'monthsOfStock',
    title: 'Months of Stock',
    headerHint: 'Available units over monthly usage; — when nothing was used.',
    render: (row) => monthsOfStockText(row.monthsOfStock),
  },
  {
    key: 'low',
    title: 'Low',
    render: (row) =>
      row.low ? (
        <Badge variant="filled" color="red.9" autoContrast style={{ textTransform: 'none' }}>
          Low
        </Badge>
      ) : (
        ''
      ),
  },
  {
    key: 'value',
    title: 'Value at Cost',
    headerHint: 'On hand at each lot’s unit cost; lots without a cost are counted as uncosted units.',
    render: (row) => <MoneyText amount={moneyAmount(row.value)} />,
  },
  unitsColumn(
    'uncostedUnits',
    'Uncosted Units',
    (row) => row.uncostedUnits,
    'Units on hand in lots without a cost.',
  ),
];

const lowChoices = lowStockMonths.map((months) => ({
  value: months,
  label: `${months} month${months === '1' ? '' : 's'}`,
}));

/**
 * reporting/stock-usage: each product's stock at each site against its usage: months of stock, a low flag below
 * the chosen months, and its value at cost. A product opens its ledger report.
 */
export default function StockUsageReportPage() {
  const linked = useLinkedFilters(usageFiltersFrom);
  return (
    <ReportFrame<StockUsageRow, UsageFilters, StockUsageResponse>
      key={linked.key}
      routeId="reportStockUsage"
      queryKey={stockUsageKey}
      fetchPage={getStockUsage}
      fetchExportLink={getStockUsageExportLink}
      columns={columns}
      getRowId={(row) => `${row.siteId}-${row.productId}`}
      defaultFilters={linked.filters}
      searchPlaceholder="Product or NDC"
      tableMinWidth={1400}
      filters={({ filters, setFilter }) => (
        <>
          <Select
            label="Low below"
            w={130}
            allowDeselect={false}
            data={lowChoices}
            value={filters.lowBelow}
            onChange={(value) => value && setFilter('lowBelow', value)}
          />
          <Switch
            label="Low stock only"
            mb={8}
            checked={filters.lowOnly === 'true'}
            onChange={(event) => setFilter('lowOnly', event.currentTarget.checked ? 'true' : 'false')}
          />
        </>
      )}
      summary={(answer, loading) => (
        <ReportTotals
          busy={loading}
          items={[
            { label: 'Products', value: countOf(answer.totals.products, 'product') },
            { label: 'Low', value: countOf(answer.totals.low, 'product') },
            { label: 'Value at cost', value: <MoneyText amount={moneyAmount(answer.totals.value)} /> },
          ]}
        />
      )}
    />
  );
}
