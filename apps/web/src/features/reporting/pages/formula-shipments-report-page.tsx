import type { FormulaReportResponse, FormulaReportRow } from '@homer/contracts/programme-reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { monthLabel } from '../../../shared/lib/month-label.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import {
  formulaShipmentsKey,
  getFormulaShipments,
  getFormulaShipmentsExportLink,
  type PeriodSearchFilters,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf, moneyAmount } from '../lib/report-figures.ts';
import { periodSearchFiltersFrom, recordLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

type Row = FormulaReportRow;

const dash = (text: string) => text || '—';

/** A patient opens their own page: enrolment, prescriptions and the orders behind the figures. */
const columns: ListColumn<Row>[] = [
  {
    key: 'patientName',
    title: 'Patient',
    width: 220,
    render: (row) => (
      <Anchor component={Link} to={recordLink('mfPatientEdit', row.patientId)} size="sm">
        {row.patientName}
      </Anchor>
    ),
  },
  { key: 'dateOfBirth', title: 'Date of Birth', width: 120, render: (row) => usDate(row.dateOfBirth) },
  { key: 'countyName', title: 'County', width: 150, render: (row) => dash(row.countyName ?? '') },
  countColumn('orders', 'Orders Shipped', (row) => row.orders, 'Formula orders shipped in the period.'),
  countColumn(
    'reversed',
    'Reversed',
    (row) => row.reversed,
    'Reversals posted in the period of these orders’ shipments; their units are back in stock.',
  ),
  countColumn('units', 'Units (net)', (row) => row.units, 'Units shipped less units reversals gave back.'),
  {
    key: 'value',
    title: 'Value at Cost',
    headerHint: 'Those units at each lot’s unit cost.',
    render: (row) => <MoneyText amount={moneyAmount(row.value)} />,
  },
  {
    key: 'lastShippedOn',
    title: 'Last Shipped',
    width: 110,
    headerHint: 'The day of the patient’s last shipment in the period.',
    render: (row) => dash(usDate(row.lastShippedOn)),
  },
];

const plain = (n: number) => n.toLocaleString('en-US');
const units = (n: number) => `${plain(n)} units`;

function FormulaSummary({ totals, loading }: { totals: FormulaReportResponse['totals']; loading: boolean }) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Patients', value: countOf(totals.patients, 'patient') },
          { label: 'Orders shipped', value: countOf(totals.orders, 'order') },
          { label: 'Reversed', value: countOf(totals.reversed, 'reversal') },
          { label: 'Units (net)', value: units(totals.units) },
          { label: 'Value at cost', value: <MoneyText amount={moneyAmount(totals.value)} /> },
        ]}
      />
      {totals.byMonth.length > 0 && (
        <ReportChart
          title="Units by month"
          valueLabel="Units (net)"
          bars={totals.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.units }))}
          format={plain}
          layout="columns"
        />
      )}
    </>
  );
}

/**
 * reporting/formula-shipments: metabolic formula shipped to each patient over a period, net of the reversals posted
 * in it, at cost. Patient data: the route is under the PHI rules, and the report cannot be subscribed to (it would
 * go by email). A link may give the filters (?from=&to=&search=); a patient opens their own page.
 */
export default function FormulaShipmentsReportPage() {
  const linked = useLinkedFilters(periodSearchFiltersFrom);
  return (
    <ReportFrame<Row, PeriodSearchFilters, FormulaReportResponse>
      key={linked.key}
      routeId="reportFormulaShipments"
      queryKey={formulaShipmentsKey}
      fetchPage={getFormulaShipments}
      fetchExportLink={getFormulaShipmentsExportLink}
      columns={columns}
      getRowId={(row) => row.patientId}
      defaultFilters={linked.filters}
      searchPlaceholder="Patient name"
      tableMinWidth={1200}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <FormulaSummary totals={answer.totals} loading={loading} />}
    />
  );
}
