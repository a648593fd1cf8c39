import type { Budget } from '@homer/contracts/ba-budgets';
import { Button, Group, Modal, Table, Text } from '@mantine/core';

/** Spec "View N Funds": every fund of one budget. */
export function FundsModal({ budget, onClose }: { budget: Budget | null; onClose: () => void }) {
  return (
    <Modal opened={budget !== null} onClose={onClose} title="Funds">
      {budget && (
        <>
          <Text size="sm" mb="sm">
            {budget.budgetName} ({budget.fiscalYearStr})
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fund Number</Table.Th>
                <Table.Th>Fund Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {budget.funds.map((fund) => (
                <Table.Tr key={fund.fundId}>
                  <Table.Td>{fund.fundNumber}</Table.Td>
                  <Table.Td>{fund.fundName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
