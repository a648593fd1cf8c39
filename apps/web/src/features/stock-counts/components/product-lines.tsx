import type { StockCountLine } from '@homer/contracts/stock-counts';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { LineEntry } from './line-entry.tsx';
import { SinceSnapshot } from './since-snapshot.tsx';
import { Variance } from './variance.tsx';

type Props = {
  countId: number;
  lines: readonly StockCountLine[];
  /** Which lines take an entry now: every line while open, lines with a variance in Recount, none after. */
  entryFor: (line: StockCountLine) => 'count' | 'recount' | null;
  /** Whether counting has ended, so a line without a variance is known to need no recount. */
  submitted: boolean;
};

const quantity = (units: number | null, line: StockCountLine, by: string | null) =>
  units === null ? (
    <Text size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Stack gap={0}>
      <UnitsAndPacks units={units} unit={line} />
      {by && (
        <Text size="xs" c="dimmed">
          by {by}
        </Text>
      )}
    </Stack>
  );

/** One product's lots on the count: expected, what moved since, counted, recount, variance, and the entry. */
export function ProductLines({ countId, lines, entryFor, submitted }: Props) {
  const first = lines[0];
  if (!first) return null;
  return (
    <section aria-label={`${first.productName} (${first.ndc})`}>
      <Title order={3} size="h5" mb={4}>
        {first.productName}{' '}
        <Text span c="dimmed" size="sm">
          {first.ndc}
        </Text>
      </Title>
      <Table.ScrollContainer minWidth={1000}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Expected</Table.Th>
              <Table.Th>Since the count started</Table.Th>
              <Table.Th>Counted</Table.Th>
              <Table.Th>Recount</Table.Th>
              <Table.Th>Variance</Table.Th>
              <Table.Th>On hand now</Table.Th>
              <Table.Th>Enter</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const entry = entryFor(line);
              return (
                <Table.Tr key={line.id} data-lot={line.lotNumber}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor component={Link} to={lotPath(line.lotId)} size="sm">
                        {line.lotNumber}
                      </Anchor>
                      <StockStatusBadge status={line.lotStatus} />
                      {line.addedDuringCount && (
                        <Badge variant="outline" color="gray.8" style={{ textTransform: 'none' }}>
                          Found during count
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <ExpiryBadge expiry={line.expiryDate} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={line.expected} unit={line} />
                  </Table.Td>
                  <Table.Td>
                    <SinceSnapshot line={line} />
                  </Table.Td>
                  <Table.Td>{quantity(line.counted, line, line.countedByName)}</Table.Td>
                  <Table.Td>
                    {line.needsRecount || line.recounted !== null ? (
                      quantity(line.recounted, line, line.recountedByName)
                    ) : (
                      <Text size="sm" c="dimmed">
                        {submitted ? 'Not needed' : '—'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Variance line={line} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={line.onHand} unit={line} />
                  </Table.Td>
                  <Table.Td>
                    {entry && <LineEntry countId={countId} line={line} recount={entry === 'recount'} />}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
