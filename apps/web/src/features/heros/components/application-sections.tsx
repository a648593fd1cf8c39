import type { HerosApplicationDetail } from '@homer/contracts/heros';
import { Table, Text } from '@mantine/core';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { FieldList, Section } from './field-list.tsx';

type Props = { application: HerosApplicationDetail };

export function OathSection({ application }: Props) {
  return (
    <Section title="Oath">
      <FieldList
        fields={[
          { label: 'Oath Accepted', value: application.oathAccepted ? 'Yes' : 'No' },
          {
            label: 'Accepted At',
            value: application.oathAcceptedAt ? usDateTime(application.oathAcceptedAt) : '',
          },
          {
            label: 'Submitted By',
            value: application.isPublicSubmit ? 'The public application form' : 'HEROS staff',
          },
        ]}
      />
    </Section>
  );
}

export function OrderSection({ application }: Props) {
  return (
    <Section title="Order">
      {application.orders.length === 0 ? (
        <Text size="sm">No doses were requested.</Text>
      ) : (
        <Table striped aria-label="Doses requested per order option">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Option</Table.Th>
              <Table.Th scope="col">Strength</Table.Th>
              <Table.Th scope="col">Doses Requested</Table.Th>
              <Table.Th scope="col">Limit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {application.orders.map((o) => (
              <Table.Tr key={o.orderOptionId}>
                <Table.Th scope="row" fw={400}>
                  {o.optionName}
                </Table.Th>
                <Table.Td>{o.dosage}</Table.Td>
                <Table.Td>{o.dosesRequested.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  {o.maxDosesPerApplication === null
                    ? 'None'
                    : o.maxDosesPerApplication.toLocaleString('en-US')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td />
              <Table.Td fw={600}>{application.totalDoses.toLocaleString('en-US')}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Section>
  );
}

export function NarrativeSection({ application }: Props) {
  return (
    <Section title="Narrative">
      <FieldList
        fields={[
          { label: 'Overdoses in the Previous Year', value: application.overdosesPreviousYear },
          { label: 'Percentage Trained in Naloxone', value: application.percentageTrainedNaloxone },
        ]}
      />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {application.narrative}
      </Text>
    </Section>
  );
}
