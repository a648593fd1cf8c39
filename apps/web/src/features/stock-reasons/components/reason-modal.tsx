import {
  type StockReasonAdd,
  type StockReasonRow,
  stockReasonAddSchema,
  stockReasonDirectionLabels,
  stockReasonDirections,
} from '@homer/contracts/stock-reasons';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { addStockReason, renameStockReason } from '../api/stock-reasons-api.ts';

type Props = {
  /** The reason being renamed; null adds one. */
  reason: StockReasonRow | null;
  onClose: () => void;
  onSaved: () => void;
};

const directionChoices = stockReasonDirections.map((value) => ({
  value,
  label: stockReasonDirectionLabels[value],
}));

/** Adds a reason (code, label, direction) or renames one: a reason's code and direction never change. */
export function ReasonModal({ reason, onClose, onSaved }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<StockReasonAdd>({
    mode: 'controlled',
    initialValues: {
      code: reason?.code ?? '',
      label: reason?.label ?? '',
      direction: reason?.direction ?? 'out',
    },
    validate: zod4Resolver(stockReasonAddSchema),
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = reason
        ? await renameStockReason({ code: reason.code, label: values.label })
        : await addStockReason(values);
      if (!result.isSuccessful) return setFailure(result.message);
      toast.success(result.message ?? 'Saved.');
      onSaved();
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The stock reason could not be saved.');
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={reason ? `Rename ${reason.code}` : 'Add Stock Reason'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Code"
            description="Lowercase letters, digits and underscores, e.g. spilled"
            withAsterisk
            maxLength={30}
            disabled={!!reason}
            {...form.getInputProps('code')}
          />
          <TextInput
            label="Label"
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('label')}
          />
          <Select
            label="Direction"
            withAsterisk
            data={directionChoices}
            allowDeselect={false}
            disabled={!!reason}
            {...form.getInputProps('direction')}
          />
          <FailureAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
