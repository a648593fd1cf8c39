import type { RecallLot, RecallReportResponse, RecallSummary } from '@homer/contracts/recall-report';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { countOf } from '../lib/report-figures.ts';
import { recordLink } from '../lib/report-period.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportTotals } from './report-totals.tsx';

const dash = (text: string | null) => text || '—';
const plain = (n: number) => n.toLocaleString('en-US');

/** Units of the product's own unit ("6 vials"): the report's rows carry no pack size, and a recall counts units. */
export const unitsOf = (units: number, dispensingUnit: string) =>
  formatUnitsAndPacks(units, { dispensingUnit, packSize: 1 });

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {heading}
      </Title>
      {children}
    </Paper>
  );
}

function RecallFacts({ recall }: { recall: RecallSummary }) {
  const facts = [
    { label: 'Recall number', value: recall.recallNumber },
    { label: 'Classification', value: dash(recall.classification) },
    { label: 'Status', value: recall.status },
    { label: 'Reported', value: dash(usDate(recall.reportDate)) },
  ];
  return (
    <Section heading="Recall">
      <DetailsGrid>
        {facts.map((fact) => (
          <DetailField key={fact.label} label={fact.label}>
            {fact.value}
          </DetailField>
        ))}
      </DetailsGrid>
      <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
        {recall.productDescription}
      </Text>
    </Section>
  );
}

function LotsCovered({ lots, count }: { lots: readonly RecallLot[]; count: number }) {
  return (
    <Section heading="Lots covered">
      {lots.length < count && (
        <Text size="sm" mb="xs">
          The first {plain(lots.length)} of {plain(count)} lots, those holding units first.
        </Text>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Lots covered">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Site</Table.Th>
              <Table.Th scope="col">NDC</Table.Th>
              <Table.Th scope="col">Lot</Table.Th>
              <Table.Th scope="col">On Hand</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Expiry</Table.Th>
              <Table.Th scope="col">Named in Recall</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lots.map((lot) => (
              <Table.Tr key={lot.lotId}>
                <Table.Td>{lot.siteName}</Table.Td>
                <Table.Td>{lot.ndc}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={recordLink('stockLot', lot.lotId)}
                    size="sm"
                    aria-label={`Lot ${lot.lotNumber} at ${lot.siteName}`}
                  >
                    {lot.lotNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{unitsOf(lot.onHand, lot.dispensingUnit)}</Table.Td>
                <Table.Td>
                  <StockStatusBadge status={lot.status} />
                </Table.Td>
                <Table.Td>
                  <ExpiryBadge expiry={lot.expiryDate} />
                </Table.Td>
                {/* Otherwise covered because the recall is of every lot of the product. */}
                <Table.Td>{lot.lotNamed ? 'Yes' : 'No (every lot)'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** The recall, the totals of its movements, the lots it covers and where their units went, above the rows. */
export function RecallImpactSummary({ answer, loading }: { answer: RecallReportResponse; loading: boolean }) {
  const { totals } = answer;
  const units = (n: number) => `${plain(n)} units`;
  return (
    <>
      <RecallFacts recall={answer.recall} />
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Lots', value: countOf(totals.lots, 'lot') },
          { label: 'Units held now', value: units(totals.unitsHeld) },
          { label: 'Movements', value: countOf(totals.movements, 'movement') },
          { label: 'Units shipped', value: units(totals.unitsShipped) },
          { label: 'Recipients', value: countOf(totals.recipients, 'recipient') },
          { label: 'Patients', value: countOf(totals.patients, 'patient') },
        ]}
      />
      <LotsCovered lots={answer.lots} count={totals.lots} />
      {totals.byDestination.length > 0 && (
        <ReportChart
          title="Units by destination"
          valueLabel="Units"
          category="Destination"
          bars={totals.byDestination.map((d) => ({ label: d.destinationLabel, value: d.units }))}
          format={units}
          layout="rows"
        />
      )}
    </>
  );
}
