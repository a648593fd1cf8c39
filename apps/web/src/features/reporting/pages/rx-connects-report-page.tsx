import type { RxConnectsReportResponse, RxConnectsReportRow } from '@homer/contracts/programme-reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { monthLabel } from '../../../shared/lib/month-label.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import {
  getRxConnectsReport,
  getRxConnectsReportExportLink,
  type PeriodSearchFilters,
  rxConnectsReportKey,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf } from '../lib/report-figures.ts';
import { periodSearchFiltersFrom, reportLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

type Row = RxConnectsReportRow;

/**
 * A repository's month opens the monthly dispensing report it owes the programme for that month, where the
 * donations and dispensings behind the figures are listed by product.
 */
const columns: ListColumn<Row>[] = [
  { key: 'month', title: 'Month', width: 110, render: (row) => monthLabel(row.month) },
  {
    key: 'repositoryName',
    title: 'Repository',
    width: 240,
    render: (row) => (
      <Anchor
        component={Link}
        to={reportLink('rxMonthlyDispensing', { repositoryId: String(row.repositoryId), month: row.month })}
        size="sm"
        aria-label={`${row.repositoryName}: Monthly Dispensing Report, ${monthLabel(row.month)}`}
      >
        {row.repositoryName}
      </Anchor>
    ),
  },
  {
    key: 'dueBy',
    title: 'Report Due',
    width: 110,
    headerHint:
      'When the repository’s monthly dispensing report for the month is due: the 5th of the next month.',
    render: (row) => usDate(row.dueBy),
  },
  countColumn(
    'donations',
    'Donations',
    (row) => row.donations,
    'Donations inspected and received in the month.',
  ),
  countColumn(
    'unitsAccepted',
    'Units Accepted',
    (row) => row.unitsAccepted,
    'Donated units taken into stock.',
  ),
  countColumn(
    'unitsRejected',
    'Units Rejected',
    (row) => row.unitsRejected,
    'Donated units refused at inspection.',
  ),
  countColumn('dispensings', 'Dispensings', (row) => row.dispensings, 'Medicine dispensed to patients.'),
  countColumn(
    'unitsDispensed',
    'Units Dispensed',
    (row) => row.unitsDispensed,
    'Units the dispensings took from the repository’s stock.',
  ),
  countColumn('patients', 'Patients', (row) => row.patients, 'Patients served in the month.'),
];

const plain = (n: number) => n.toLocaleString('en-US');
const units = (n: number) => `${plain(n)} units`;

function RxConnectsSummary({
  totals,
  loading,
}: {
  totals: RxConnectsReportResponse['totals'];
  loading: boolean;
}) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Repositories', value: countOf(totals.repositories, 'repository', 'repositories') },
          { label: 'Donations', value: countOf(totals.donations, 'donation') },
          { label: 'Units accepted', value: units(totals.unitsAccepted) },
          { label: 'Units rejected', value: units(totals.unitsRejected) },
          { label: 'Dispensings', value: countOf(totals.dispensings, 'dispensing') },
          { label: 'Units dispensed', value: units(totals.unitsDispensed) },
          // Each patient once over the period, though served in several months.
          { label: 'Patients', value: countOf(totals.patients, 'patient') },
        ]}
      />
      {totals.byMonth.length > 0 && (
        <ReportChart
          title="Units dispensed by month"
          valueLabel="Units dispensed"
          bars={totals.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.unitsDispensed }))}
          format={plain}
          layout="columns"
        />
      )}
    </>
  );
}

/**
 * reporting/rx-connects: donations received and medicine dispensed by every repository, month by month, with each
 * monthly report's due date. A link may give the filters (?from=&to=&search=); a repository's month opens its
 * monthly dispensing report.
 */
export default function RxConnectsReportPage() {
  const linked = useLinkedFilters(periodSearchFiltersFrom);
  return (
    <ReportFrame<Row, PeriodSearchFilters, RxConnectsReportResponse>
      key={linked.key}
      routeId="reportRxConnects"
      queryKey={rxConnectsReportKey}
      fetchPage={getRxConnectsReport}
      fetchExportLink={getRxConnectsReportExportLink}
      columns={columns}
      getRowId={(row) => `${row.month}-${row.repositoryId}`}
      defaultFilters={linked.filters}
      searchPlaceholder="Repository"
      tableMinWidth={1200}
      filters={({ filters, setFilter }) => <PeriodFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <RxConnectsSummary totals={answer.totals} loading={loading} />}
    />
  );
}
