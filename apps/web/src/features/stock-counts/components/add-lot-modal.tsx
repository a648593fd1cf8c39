import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { addStockCountLine } from '../api/stock-counts-api.ts';
import type { ScannedLot } from './scan-box.tsx';
import { useCountCommand } from './use-count-command.ts';

type Props = { countId: number; scanned: ScannedLot | null; onClose: () => void };

/**
 * A lot found on the shelf that the count does not list: an existing lot of the site, or a new lot of a formulary
 * product, which is created empty so that the count's variance posts it in.
 */
export function AddLotModal({ countId, scanned, onClose }: Props) {
  const [ndc, setNdc] = useState(scanned?.ndc ?? '');
  const [lotNumber, setLotNumber] = useState(scanned?.lotNumber ?? '');
  const [expiryDate, setExpiryDate] = useState(scanned?.expiryDate ?? '');
  const add = useCountCommand(() => addStockCountLine({ countId, ndc, lotNumber, expiryDate }));
  return (
    <Modal opened onClose={onClose} title="Add a lot found on the shelf">
      <form
        aria-label="Add a lot found on the shelf"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined, { onSuccess: onClose });
        }}
      >
        <Stack gap="sm">
          {add.refusal && (
            <Alert color="red" role="alert" title="Not added">
              {add.refusal}
            </Alert>
          )}
          <TextInput
            label="NDC"
            withAsterisk
            maxLength={13}
            value={ndc}
            onChange={(e) => setNdc(e.currentTarget.value)}
          />
          <TextInput
            label="Lot Number"
            withAsterisk
            maxLength={20}
            value={lotNumber}
            onChange={(e) => setLotNumber(e.currentTarget.value)}
          />
          <TextInput
            label="Expiration Date"
            type="date"
            value={expiryDate}
            onChange={(e) => setExpiryDate(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add to count
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
