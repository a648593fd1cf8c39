import type { RecallChoice, RecallReportResponse, RecallReportRow } from '@homer/contracts/recall-report';
import { routeById } from '@homer/contracts/routes';
import { Alert, Anchor, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { recallChoicesQuery } from '../api/recall-choices.ts';
import { getRecallImpact, getRecallImpactExportLink } from '../api/recall-impact-api.ts';
import { type RecallFilters, recallImpactKey } from '../api/reports-api.ts';
import { RecallImpactSummary, unitsOf } from '../components/recall-impact-summary.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { recallFiltersFrom, recallLabel } from '../lib/recall-choice.ts';
import { recordLink } from '../lib/report-period.ts';

type Row = RecallReportRow;

const title = routeById('reportRecallImpact').title ?? '';
const dash = (text: string | null) => text || '—';

const refillPath = (shipmentId: number, inventoryId: number) =>
  `/${routeById('fulfillmentEdit')
    .path.replace(':shipmentId', String(shipmentId))
    .replace(':inventoryId', String(inventoryId))}`;

const formulaPatientAccess = routeById('mfPatientEdit').access;

/** The patient opens the record behind their units: the refill shipment, or the formula patient's page. */
function PatientCell({ row }: { row: Row }) {
  // A formula patient's page is the formula programme's: without that module the name stays text.
  const mayOpenFormula = useCan(formulaPatientAccess);
  if (!row.patientName) return '—';
  const to =
    row.refillShipmentId !== null && row.refillInventoryId !== null
      ? refillPath(row.refillShipmentId, row.refillInventoryId)
      : row.formulaPatientId !== null && mayOpenFormula
        ? recordLink('mfPatientEdit', row.formulaPatientId)
        : null;
  if (!to) return row.patientName;
  return (
    <Anchor component={Link} to={to} size="sm">
      {row.patientName}
    </Anchor>
  );
}

/** A movement opens the stock document that posted it: the drill-down to what was shipped, by whom and when. */
const columns: ListColumn<Row>[] = [
  {
    key: 'shippedAt',
    title: 'Shipped',
    width: 110,
    render: (row) => usDate(localIsoDay(new Date(row.shippedAt))),
  },
  { key: 'siteName', title: 'From Site', width: 170 },
  { key: 'ndc', title: 'NDC', width: 120 },
  {
    key: 'lotNumber',
    title: 'Lot',
    width: 110,
    render: (row) => (
      <Anchor
        component={Link}
        to={recordLink('stockLot', row.lotId)}
        size="sm"
        aria-label={`Lot ${row.lotNumber} at ${row.siteName}`}
      >
        {row.lotNumber}
      </Anchor>
    ),
  },
  { key: 'productName', title: 'Product', width: 220 },
  { key: 'units', title: 'Units', render: (row) => unitsOf(row.units, row.dispensingUnit) },
  {
    key: 'destinationLabel',
    title: 'Destination',
    width: 130,
    headerHint: 'The programme the units left for, or a transfer to another of our sites.',
  },
  {
    key: 'recipient',
    title: 'Recipient',
    width: 200,
    headerHint: 'The facility, repository or receiving site; a formula order goes to its patient.',
  },
  { key: 'countyName', title: 'County', width: 120, render: (row) => dash(row.countyName) },
  { key: 'patientName', title: 'Patient', width: 180, render: (row) => <PatientCell row={row} /> },
  { key: 'rxNumber', title: 'Rx #', width: 100, render: (row) => dash(row.rxNumber) },
  {
    key: 'documentId',
    title: 'Document',
    render: (row) => (
      <Anchor
        component={Link}
        to={recordLink('stockDocument', row.documentId)}
        size="sm"
        aria-label={`Stock document #${row.documentId}`}
      >
        #{row.documentId}
      </Anchor>
    ),
  },
];

function RecallFilter({
  choices,
  filters,
  setFilter,
}: {
  choices: readonly RecallChoice[];
  filters: RecallFilters;
  setFilter: (key: 'recallId', value: string) => void;
}) {
  const client = useQueryClient();
  const options = choices.map((choice) => ({ value: String(choice.recallId), label: recallLabel(choice) }));
  // A link may open a recall older than the choices: it is named as its answer names it.
  if (filters.recallId && !options.some((o) => o.value === filters.recallId)) {
    const answered = client
      .getQueriesData<RecallReportResponse>({ queryKey: recallImpactKey })
      .find(([, data]) => String(data?.recall.recallId) === filters.recallId)?.[1];
    options.unshift({
      value: filters.recallId,
      label: answered ? recallLabel(answered.recall) : `Recall #${filters.recallId}`,
    });
  }
  return (
    <Select
      label="Recall"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No recall found"
      w={{ base: '100%', sm: 420 }}
      data={options}
      value={filters.recallId}
      onChange={(value) => value && setFilter('recallId', value)}
    />
  );
}

/**
 * reporting/recall-impact: one FDA recall, the lots of ours it covers and what they hold now, and every shipment
 * and transfer that took their units away, to which facility, repository, site or patient. Patient data: the route
 * is under the PHI rules, and the report cannot be subscribed to. A link may give the recall (?recallId=&search=);
 * otherwise the newest recall is shown.
 */
export default function RecallImpactReportPage() {
  const [query] = useSearchParams();
  const linked = query.toString();
  const recalls = useQuery(recallChoicesQuery);
  const choices = recalls.data ?? [];
  const newest = choices[0]?.recallId;
  const defaultFilters = useMemo(
    () => recallFiltersFrom(new URLSearchParams(linked), newest),
    [linked, newest],
  );
  const { recallId } = defaultFilters;

  if (!recallId) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {recalls.isPending && <Loader size="sm" aria-label="Loading recalls" />}
        {recalls.isError && (
          <Alert color="red" role="alert">
            The recalls could not be loaded.
          </Alert>
        )}
        {recalls.isSuccess && <Text>No recall covers a lot of ours.</Text>}
      </Stack>
    );
  }
  return (
    <ReportFrame<Row, RecallFilters, RecallReportResponse>
      // A new link (the recall page's) starts the list afresh on its recall.
      key={linked}
      routeId="reportRecallImpact"
      queryKey={recallImpactKey}
      fetchPage={getRecallImpact}
      fetchExportLink={getRecallImpactExportLink}
      columns={columns}
      getRowId={(row) => `${row.documentId}-${row.lotId}`}
      defaultFilters={defaultFilters}
      searchPlaceholder="Product, NDC, lot, recipient or patient"
      tableMinWidth={1600}
      filters={({ filters, setFilter }) => (
        <RecallFilter choices={choices} filters={filters} setFilter={setFilter} />
      )}
      summary={(answer, loading) => <RecallImpactSummary answer={answer} loading={loading} />}
    />
  );
}
