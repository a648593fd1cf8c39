import type { Envelope, Option } from '@homer/contracts/envelope';
import { workstationMessages as m } from '@homer/contracts/workstations';
import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';

type Props = {
  title: string;
  opened: boolean;
  onClose: () => void;
  currentId: number | null;
  /** The options' query (key and fetch). */
  optionsQuery: {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<Option[]>;
  };
  set: (id: number) => Promise<Envelope<null, unknown>>;
  onSet: () => Promise<unknown>;
};

/**
 * The "choose your workstation" dialog of both banners: the user's options (their facilities' active
 * workstations, each with where it is), then the set call, whose message is toasted with its class (spec §8).
 */
export function WorkstationChooser({ title, opened, onClose, currentId, optionsQuery, set, onSet }: Props) {
  const options = useQuery({
    queryKey: optionsQuery.queryKey,
    queryFn: ({ signal }) => optionsQuery.queryFn({ signal }),
    enabled: opened,
  });
  const server = useServerSubmit({ fallback: 'The workstation could not be set.' });
  const [chosen, setChosen] = useState<string | null>(currentId ? String(currentId) : null);
  const [error, setError] = useState<string | null>(null);
  const data = (options.data ?? []).map((o) => ({
    value: String(o.value),
    label: o.additionalData ? `${o.text} (${o.additionalData})` : o.text,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(m.workstationRequired);
      server.summary.refuse();
      return;
    }
    await server.run(async () => {
      const result = await set(Number(chosen));
      toast.show(result.message ?? '', result.messageClass ?? (result.isSuccessful ? 'success' : 'error'));
      if (result.isSuccessful) {
        await onSet();
        onClose();
      }
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <ErrorSummary {...server.summaryProps} />
          {options.isPending && <Loader size="sm" aria-label="Loading" />}
          {options.isSuccess && data.length === 0 && (
            <Text size="sm">There are no active workstations at your facilities.</Text>
          )}
          {data.length > 0 && (
            <Select
              label="Workstation"
              withAsterisk
              data={data}
              value={chosen}
              error={error}
              onChange={(value) => {
                setChosen(value);
                setError(null);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={server.saving} disabled={data.length === 0}>
              Set Workstation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
