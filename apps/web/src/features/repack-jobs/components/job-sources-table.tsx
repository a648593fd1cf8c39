import type { RepackJob } from '@homer/contracts/repack-jobs';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';

/** The source lots of a job: the units it takes (set aside once started) and, once completed, what it used. */
export function JobSourcesTable({ job }: { job: RepackJob }) {
  const unit = { dispensingUnit: job.dispensingUnit, packSize: 1 };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" aria-label="Source lots">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Expiry</Table.Th>
            <Table.Th scope="col">Planned</Table.Th>
            <Table.Th scope="col">Used</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {job.sources.map((source) => (
            <Table.Tr key={source.lotId} data-lot={source.lotNumber}>
              <Table.Td>
                <Anchor component={Link} to={lotPath(source.lotId)} size="sm">
                  {source.lotNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ExpiryBadge expiry={source.expiryDate} />
              </Table.Td>
              <Table.Td>
                <UnitsAndPacks units={source.quantity} unit={unit} />
              </Table.Td>
              <Table.Td>
                {source.used === null ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  <UnitsAndPacks units={source.used} unit={unit} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
