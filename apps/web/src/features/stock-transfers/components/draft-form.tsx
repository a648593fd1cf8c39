import {
  maxTransferQuantity,
  type StockSiteLot,
  type StockTransfer,
  stockTransferFormSchema,
} from '@homer/contracts/stock-transfers';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { saveTransfer, transferSitesQuery } from '../api/stock-transfers-api.ts';
import { LotPicker } from './lot-picker.tsx';

type DraftLine = Omit<StockSiteLot, 'available'> & { quantity: number; available: number };
type Props = { transfer: StockTransfer | null; onSaved: (transfer: StockTransfer, message: string) => void };

const fromTransfer = (transfer: StockTransfer | null): DraftLine[] =>
  (transfer?.lines ?? []).map((l) => ({ ...l, lotId: l.sourceLotId }));

/** A draft: the two sites and the lots to send with their units; nothing moves until it is dispatched. */
export function DraftForm({ transfer, onSaved }: Props) {
  const sites = useQuery(transferSitesQuery);
  const siteChoices = (sites.data ?? []).map((s) => ({ value: String(s.value), label: s.text }));
  const [fromSiteId, setFrom] = useState<string | null>(transfer ? String(transfer.fromSiteId) : null);
  const [toSiteId, setTo] = useState<string | null>(transfer ? String(transfer.toSiteId) : null);
  const [note, setNote] = useState(transfer?.note ?? '');
  const [lines, setLines] = useState<DraftLine[]>(() => fromTransfer(transfer));
  const [lot, setLot] = useState<StockSiteLot | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const addLine = () => {
    if (!lot) return setFailure('Choose a lot to add.');
    const units = Number(quantity);
    if (!Number.isInteger(units) || units < 1 || units > lot.available)
      return setFailure(
        `Only ${lot.available} available in lot ${lot.lotNumber}: enter 1 to ${lot.available} units.`,
      );
    if (lines.some((l) => l.lotId === lot.lotId))
      return setFailure('Each lot may be listed once; change its quantity instead.');
    setFailure(null);
    setLines((all) => [...all, { ...lot, quantity: units }]);
    setLot(null);
    setQuantity('');
  };

  const save = async () => {
    const parsed = stockTransferFormSchema.safeParse({
      id: transfer?.id ?? 0,
      fromSiteId: Number(fromSiteId) || 0,
      toSiteId: Number(toSiteId) || 0,
      note,
      lines: lines.map((l) => ({ lotId: l.lotId, quantity: l.quantity })),
    });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? 'Check the transfer.');
    setSaving(true);
    setFailure(null);
    try {
      const answer = await saveTransfer(parsed.data);
      if (answer.isSuccessful && answer.model) onSaved(answer.model, answer.message ?? 'Saved.');
      else setFailure(answer.message);
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The transfer could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="From Site"
          withAsterisk
          data={siteChoices}
          value={fromSiteId}
          onChange={(v) => {
            setFrom(v);
            if (v !== fromSiteId) setLines([]);
          }}
          searchable
        />
        <Select
          label="To Site"
          withAsterisk
          data={siteChoices}
          value={toSiteId}
          onChange={setTo}
          searchable
        />
      </SimpleGrid>
      <Textarea
        label="Note"
        maxLength={500}
        autosize
        minRows={1}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group align="flex-end" wrap="wrap">
        <LotPicker siteId={Number(fromSiteId) || 0} value={lot} onChange={setLot} />
        <NumberInput
          label="Units to send"
          min={1}
          max={lot?.available ?? maxTransferQuantity}
          allowDecimal={false}
          value={quantity}
          onChange={setQuantity}
          w={160}
        />
        <Button variant="default" onClick={addLine}>
          Add Lot
        </Button>
      </Group>
      {lines.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Lots to send">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lot</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Expiry</Table.Th>
                <Table.Th>Units to send</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.lotId}>
                  <Table.Td>{line.lotNumber}</Table.Td>
                  <Table.Td>
                    {line.productName} ({line.ndc})
                  </Table.Td>
                  <Table.Td>
                    <ExpiryBadge expiry={line.expiryDate} />
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={line.quantity} unit={line} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Remove lot ${line.lotNumber}`}
                      onClick={() => setLines((all) => all.filter((l) => l.lotId !== line.lotId))}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FailureAlert message={failure} />
      <Group>
        <Button onClick={save} loading={saving}>
          Save Draft
        </Button>
      </Group>
    </Stack>
  );
}
