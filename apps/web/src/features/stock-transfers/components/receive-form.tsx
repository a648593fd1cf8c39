import { maxTransferQuantity, type StockTransfer } from '@homer/contracts/stock-transfers';
import { Button, Group, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { receiveTransfer } from '../api/stock-transfers-api.ts';

type Props = { transfer: StockTransfer; onDone: (transfer: StockTransfer, message: string) => void };
type Counted = Record<number, { received: number | string; rejected: number | string }>;

/** The receiving site counts each lot: received units go into its stock, rejected ones back to the sender's lot. */
export function ReceiveForm({ transfer, onDone }: Props) {
  const [counted, setCounted] = useState<Counted>(() =>
    Object.fromEntries(transfer.lines.map((l) => [l.id, { received: l.quantity, rejected: 0 }])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (lineId: number, key: 'received' | 'rejected', value: number | string) =>
    setCounted((all) => ({
      ...all,
      [lineId]: { ...(all[lineId] ?? { received: 0, rejected: 0 }), [key]: value },
    }));

  const receive = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await receiveTransfer({
        id: transfer.id,
        lines: transfer.lines.map((l) => ({
          lineId: l.id,
          receivedQuantity: Number(counted[l.id]?.received ?? Number.NaN),
          rejectedQuantity: Number(counted[l.id]?.rejected ?? Number.NaN),
        })),
      });
      if (answer.isSuccessful && answer.model) onDone(answer.model, answer.message ?? 'Received.');
      else setFailure(answer.message);
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The transfer could not be received.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Count what arrived">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Dispatched</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Rejected</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transfer.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.lotNumber} · {line.productName} ({line.ndc})
                </Table.Td>
                <Table.Td>
                  <UnitsAndPacks units={line.quantity} unit={line} />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Received units of lot ${line.lotNumber}`}
                    min={0}
                    max={maxTransferQuantity}
                    allowDecimal={false}
                    value={counted[line.id]?.received ?? ''}
                    onChange={(v) => set(line.id, 'received', v)}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Rejected units of lot ${line.lotNumber}`}
                    min={0}
                    max={maxTransferQuantity}
                    allowDecimal={false}
                    value={counted[line.id]?.rejected ?? ''}
                    onChange={(v) => set(line.id, 'rejected', v)}
                    w={120}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FailureAlert message={failure} />
      <Group>
        <Button onClick={receive} loading={saving}>
          Receive Transfer
        </Button>
      </Group>
    </Stack>
  );
}
