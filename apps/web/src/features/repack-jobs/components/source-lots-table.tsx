import type { RepackSourceLot } from '@homer/contracts/repack-jobs';
import { NumberInput, Table, Text } from '@mantine/core';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import type { SourceQuantity } from '../lib/fefo-fill.ts';

type Props = {
  lots: readonly RepackSourceLot[];
  chosen: readonly SourceQuantity[];
  dispensingUnit: string;
  /** A row's own refusal (e.g. not a whole number), by lot. */
  errorOf: (lotId: number) => string | undefined;
  onChange: (lotId: number, quantity: number | '') => void;
};

/** The input of a lot's units, which the sources' error links to. */
export const sourceInputId = (lotId: number) => `repack-source-${lotId}`;

/** The lots the job may take at the site, first expiry first, each with the units to take from it. */
export function SourceLotsTable({ lots, chosen, dispensingUnit, errorOf, onChange }: Props) {
  const unit = { dispensingUnit, packSize: 1 };
  if (lots.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The site holds no lot of the source product that a job may take.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" aria-label="Source lots to take">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Lot</Table.Th>
            <Table.Th scope="col">Expiry</Table.Th>
            <Table.Th scope="col">Available</Table.Th>
            <Table.Th scope="col">Units to take</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <Table.Tr key={lot.lotId} data-lot={lot.lotNumber}>
              <Table.Td>{lot.lotNumber}</Table.Td>
              <Table.Td>
                <ExpiryBadge expiry={lot.expiryDate} />
              </Table.Td>
              <Table.Td>
                <UnitsAndPacks units={lot.available} unit={unit} />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  id={sourceInputId(lot.lotId)}
                  aria-label={`Units from lot ${lot.lotNumber}`}
                  w={140}
                  min={0}
                  max={lot.available}
                  allowDecimal={false}
                  allowNegative={false}
                  value={chosen.find((c) => c.lotId === lot.lotId)?.quantity ?? ''}
                  error={errorOf(lot.lotId)}
                  onChange={(value) => onChange(lot.lotId, typeof value === 'number' ? value : '')}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
