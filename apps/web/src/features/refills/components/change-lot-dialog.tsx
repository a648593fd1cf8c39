import { lotFromInput, type RefillAllocation, sameLot } from '@homer/contracts/refill-stock';
import type { StockUnit } from '@homer/contracts/stock-quantity';
import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { fulfillmentCommands, lotChoicesQuery } from '../api/fulfillment-api.ts';
import type { RunCommand } from '../lib/use-shipment-command.ts';

type Props = {
  shipmentId: number;
  itemId: number;
  rxNumber: string;
  from: RefillAllocation;
  unit: StockUnit;
  run: RunCommand;
  onClose: () => void;
};

/**
 * Change lot: the other lots of the product at the site (first expiry first, with what each has free); the
 * technician picks one and confirms by scanning its label or typing its lot number, so the lot in hand is the
 * one recorded. The server checks the same and moves the units in one transaction.
 */
export function ChangeLotDialog({ shipmentId, itemId, rxNumber, from, unit, run, onClose }: Props) {
  const choices = useQuery(lotChoicesQuery(shipmentId, itemId, from.lotId));
  const [chosen, setChosen] = useState<string>('');
  const [lotInput, setLotInput] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const target = choices.data?.find((lot) => String(lot.lotId) === chosen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return setFailure('Choose the lot to take instead.');
    const read = lotFromInput(lotInput);
    if ('error' in read) return setFailure(read.error);
    if (!sameLot(read.lot, target.lotNumber))
      return setFailure(`The lot scanned or typed (${read.lot}) is not the chosen lot ${target.lotNumber}.`);
    setSaving(true);
    const refused = await run(() =>
      fulfillmentCommands.changeLot({
        shipmentId,
        itemId,
        fromLotId: from.lotId,
        toLotId: target.lotId,
        lotInput,
      }),
    );
    setSaving(false);
    if (refused) setFailure(refused);
    else onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Change lot ${from.lotNumber} of Rx ${rxNumber}`} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" title="The lot was not changed.">
              {failure}
            </Alert>
          )}
          <Text size="sm">
            Moves <UnitsAndPacks units={from.quantity} unit={unit} /> to the lot you choose.
          </Text>
          {choices.isPending && <Text size="sm">Loading the lots…</Text>}
          {choices.data?.length === 0 && (
            <Text size="sm">No other lot of this product is available at this inventory.</Text>
          )}
          {choices.data && choices.data.length > 0 && (
            <Radio.Group label="Lot to take instead" value={chosen} onChange={setChosen}>
              <Stack gap="xs" mt="xs">
                {choices.data.map((lot) => (
                  <Radio
                    key={lot.lotId}
                    value={String(lot.lotId)}
                    label={
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm" fw={600}>
                          Lot {lot.lotNumber}
                        </Text>
                        <ExpiryBadge expiry={lot.expiryDate} />
                        <Text size="sm">
                          <UnitsAndPacks units={lot.available} unit={unit} /> available
                        </Text>
                        {lot.bin && <Text size="sm">Bin {lot.bin}</Text>}
                        {lot.expiresTooSoon && (
                          <Badge color="red" style={{ textTransform: 'none' }}>
                            Expires before the supply runs out
                          </Badge>
                        )}
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <TextInput
            label="Scan or type the lot number"
            description="Scan the label of the lot you chose, or type its lot number."
            value={lotInput}
            onChange={(event) => setLotInput(event.currentTarget.value)}
            maxLength={200}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Change lot
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
