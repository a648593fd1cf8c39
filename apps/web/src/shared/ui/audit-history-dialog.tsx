import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { Alert, Button, Group, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

export type AuditHistoryProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  queryKey: readonly unknown[];
  fetchRows: () => Promise<EntityAuditRow[]>;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** One record's changes, newest first, as written by the database audit trigger. */
export function AuditHistoryDialog({ title, opened, onClose, queryKey, fetchRows }: AuditHistoryProps) {
  const history = useQuery({ queryKey, queryFn: fetchRows, enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {history.isPending && history.fetchStatus !== 'idle' && <Loader size="sm" aria-label="Loading" />}
      {history.isError && <Alert color="red">The audit history could not be loaded.</Alert>}
      {history.data?.length === 0 && <Text>No records found.</Text>}
      {history.data && history.data.length > 0 && (
        <ScrollArea.Autosize mah={480} viewportProps={{ tabIndex: 0, 'aria-label': title }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date Changed</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Changed From</Table.Th>
                <Table.Th>Changed To</Table.Th>
                <Table.Th>Changed By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{when(row.dateChanged)}</Table.Td>
                  <Table.Td>{row.field}</Table.Td>
                  <Table.Td>{row.changedFrom ?? ''}</Table.Td>
                  <Table.Td>{row.changedTo ?? ''}</Table.Td>
                  <Table.Td>{row.changedBy ?? 'System'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
