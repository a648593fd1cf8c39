import { type StockLedgerRow, stockNoteMax, stockReverseSchema } from '@homer/contracts/stock';
import { documentKindLabel } from '@homer/contracts/stock-documents';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { reverseDocument } from '../api/stock-api.ts';
import { StockActionModal } from './stock-action-modal.tsx';

type Props = { line: StockLedgerRow; onClose: () => void; onDone: () => void };

/** Confirms the reversal of a whole document: every line of it is undone today, the original keeps its date. */
export function ReverseModal({ line, onClose, onDone }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { documentId: line.documentId, note: '' },
    validate: zod4Resolver(stockReverseSchema),
  });
  return (
    <StockActionModal
      title={`Reverse ${documentKindLabel(line.documentKind).toLowerCase()} #${line.documentId}`}
      form={form}
      submitLabel="Reverse document"
      onClose={onClose}
      onDone={onDone}
      send={reverseDocument}
    >
      <Text size="sm">
        Every line of this document is undone by a reversal dated now. A reversal cannot itself be reversed.
      </Text>
      <Textarea
        label="Note"
        description="Why the document is reversed"
        withAsterisk
        maxLength={stockNoteMax}
        autosize
        minRows={2}
        {...form.getInputProps('note')}
      />
    </StockActionModal>
  );
}
