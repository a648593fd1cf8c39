import { type StockLot, stockNoteMax, stockStatusChangeSchema } from '@homer/contracts/stock';
import { Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { setLotStatus } from '../api/stock-api.ts';
import { StockActionModal } from './stock-action-modal.tsx';

type Props = { lot: StockLot; release: boolean; onClose: () => void; onDone: () => void };
type Values = { lotId: number; status: 'available' | 'on_hold' | 'quarantine'; note: string };

/** Puts an available lot on hold or in quarantine, or releases a held one, with the reason in a note. */
export function StatusModal({ lot, release, onClose, onDone }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { lotId: lot.id, status: release ? 'available' : 'on_hold', note: '' },
    validate: zod4Resolver(stockStatusChangeSchema),
  });
  return (
    <StockActionModal
      title={release ? `Release lot ${lot.lotNumber}` : `Hold lot ${lot.lotNumber}`}
      form={form}
      submitLabel={release ? 'Release' : 'Hold'}
      onClose={onClose}
      onDone={onDone}
      send={setLotStatus}
    >
      {!release && (
        <Select
          label="Hold as"
          allowDeselect={false}
          data={[
            { value: 'on_hold', label: 'On hold' },
            { value: 'quarantine', label: 'Quarantine' },
          ]}
          {...form.getInputProps('status')}
        />
      )}
      <Textarea
        label="Note"
        withAsterisk
        maxLength={stockNoteMax}
        autosize
        minRows={2}
        {...form.getInputProps('note')}
      />
    </StockActionModal>
  );
}
