import type { HerosAgencyMatch } from '@homer/contracts/heros-public';
import { Button, Group, Stack, Table, Text } from '@mantine/core';

type Props = {
  agencyName: string;
  matches: HerosAgencyMatch[];
  onOnList: () => void;
  onNotOnList: () => void;
  onBack: () => void;
};

/** Step 2: agencies already in the system whose name matches what was entered. */
export function AgencyListStep({ agencyName, matches, onOnList, onNotOnList, onBack }: Props) {
  return (
    <Stack>
      <Text>
        These agencies in the system match "{agencyName}". If your agency is one of them, it does not need to
        apply again.
      </Text>
      <Table striped withTableBorder>
        <Table.Caption>Agencies matching "{agencyName}"</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Agency Name</Table.Th>
            <Table.Th scope="col">Agency Abbreviation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matches.map((agency) => (
            <Table.Tr key={agency.agencyId}>
              <Table.Td>{agency.agencyName}</Table.Td>
              <Table.Td>{agency.agencyAbbreviation}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Group>
          <Button variant="light" onClick={onOnList}>
            My Agency is on this list
          </Button>
          <Button onClick={onNotOnList}>My Agency is not on this list</Button>
        </Group>
      </Group>
    </Stack>
  );
}
