import { type ShipmentRow, type ShipmentsResponse, shipmentProgrammes } from '@homer/contracts/reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import {
  getShipments,
  getShipmentsExportLink,
  type ShipmentsFilters,
  shipmentsKey,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf, moneyAmount } from '../lib/report-figures.ts';
import { reportLink, shipmentsFiltersFrom } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

/**
 * The columns for the filters of the rows shown: a programme narrows the same report to it, at the same site over
 * the same period. Units are of mixed products, so they are plain numbers, not packs.
 */
const columnsFor = ({ siteId, from, to }: ShipmentsFilters): ListColumn<ShipmentRow>[] => [
  {
    key: 'programmeLabel',
    title: 'Programme',
    width: 170,
    render: (row) => (
      <Anchor
        component={Link}
        to={reportLink('reportShipments', { programme: row.programme, from, to, siteId })}
        size="sm"
      >
        {row.programmeLabel}
      </Anchor>
    ),
  },
  { key: 'countyName', title: 'County', width: 150, render: (row) => row.countyName ?? '—' },
  { key: 'recipient', title: 'Recipient', width: 240 },
  countColumn('shipments', 'Shipments', (row) => row.shipments),
  countColumn(
    'reversed',
    'Reversed',
    (row) => row.reversed,
    'Reversals posted in the period of these shipments; their units are back in stock.',
  ),
  countColumn('units', 'Units (net)', (row) => row.units, 'Units shipped less units reversals gave back.'),
  {
    key: 'value',
    title: 'Value at Cost',
    headerHint: 'Those units at each lot’s unit cost; lots without a cost are counted as uncosted units.',
    render: (row) => <MoneyText amount={moneyAmount(row.value)} />,
  },
  countColumn(
    'uncostedUnits',
    'Uncosted Units',
    (row) => row.uncostedUnits,
    'Units shipped in lots without a cost, not in the value.',
  ),
];

const programmeChoices = withAll(
  'Every programme',
  shipmentProgrammes.map((p) => ({ value: p.key, label: p.label })),
);

const plain = (n: number) => n.toLocaleString('en-US');
const units = (n: number) => `${plain(n)} units`;

function ShipmentsSummary({ totals, loading }: { totals: ShipmentsResponse['totals']; loading: boolean }) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Shipments', value: countOf(totals.shipments, 'shipment') },
          { label: 'Reversed', value: countOf(totals.reversed, 'reversal') },
          { label: 'Units (net)', value: units(totals.units) },
          { label: 'Value at cost', value: <MoneyText amount={moneyAmount(totals.value)} /> },
        ]}
      />
      {totals.byProgramme.length > 0 && (
        <ReportChart
          title="Units by programme"
          valueLabel="Units"
          category="Programme"
          bars={totals.byProgramme.map((p) => ({ label: p.programmeLabel, value: p.units }))}
          format={plain}
          layout="rows"
        />
      )}
    </>
  );
}

/**
 * reporting/shipments: shipments over a period by programme, county and recipient, net of the reversals posted
 * in it, with their value at cost. A link may give the filters (?siteId=&from=&to=&search=&programme=), as the
 * ledger report's; a programme narrows the report to it.
 */
export default function ShipmentsReportPage() {
  const linked = useLinkedFilters(shipmentsFiltersFrom);
  return (
    <ReportFrame<ShipmentRow, ShipmentsFilters, ShipmentsResponse>
      key={linked.key}
      routeId="reportShipments"
      queryKey={shipmentsKey}
      fetchPage={getShipments}
      fetchExportLink={getShipmentsExportLink}
      columns={columnsFor}
      getRowId={(row) => `${row.programme}-${row.countyName}-${row.recipient}`}
      defaultFilters={linked.filters}
      searchPlaceholder="Recipient or county"
      tableMinWidth={1200}
      filters={({ filters, setFilter }) => (
        <>
          <PeriodFilter filters={filters} setFilter={setFilter} />
          <FilterSelect<ShipmentsFilters, 'programme'>
            label="Programme"
            name="programme"
            data={programmeChoices}
            width={190}
            filters={filters}
            setFilter={setFilter}
          />
        </>
      )}
      summary={(answer, loading) => <ShipmentsSummary totals={answer.totals} loading={loading} />}
    />
  );
}
