import type { MfPrescription } from '@homer/contracts/metabolic-formula';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { usDate } from '../../../shared/lib/us-date.ts';

type Props = { prescriptions: readonly MfPrescription[]; onEdit: (prescription: MfPrescription) => void };

const units = (p: MfPrescription) =>
  formatUnitsAndPacks(p.unitsPerMonth, { dispensingUnit: p.dispensingUnit, packSize: 1 });

/** The patient's formula prescriptions: product, quantity a month, prescriber and the days each is valid. */
export function PrescriptionsTable({ prescriptions, onEdit }: Props) {
  if (prescriptions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No prescription has been recorded for this patient yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity a Month
            </Table.Th>
            <Table.Th scope="col">Prescriber or Dietitian</Table.Th>
            <Table.Th scope="col">Valid From</Table.Th>
            <Table.Th scope="col">Valid To</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prescriptions.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                {p.productName}
                <Text span display="block" fz="xs" c="dimmed">
                  {p.ndc} · {p.productKind}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{units(p)}</Table.Td>
              <Table.Td>{p.prescriber}</Table.Td>
              <Table.Td>{usDate(p.validFrom)}</Table.Td>
              <Table.Td>
                {usDate(p.validTo)}{' '}
                {p.current && (
                  <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
                    Current
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit the prescription of ${p.productName}`}
                  onClick={() => onEdit(p)}
                >
                  <IconPencil size={16} aria-hidden="true" />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
