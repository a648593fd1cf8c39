import { type HerosRoundDetail, herosMessagesBackOffice as m } from '@homer/contracts/heros';
import { Button, Group, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { closeRound, openRound } from '../api/heros-commands.ts';
import { getRoundHistory, herosKey } from '../api/heros-queries.ts';
import { HistoryButton } from './history-button.tsx';
import { RoundStateBadge } from './round-columns.tsx';

type Props = { round: HerosRoundDetail; hasUnsavedChanges: boolean };

function openQuestion(round: HerosRoundDetail) {
  const other = round.otherOpenRound
    ? ` "${round.otherOpenRound.text}" is open now and will be closed: only one round takes applications at a time.`
    : '';
  return `Open "${round.name}"? The public HEROS application then takes applications for it.${other}`;
}

/** The round's state, Open or Close (each confirmed), and its history. */
export function RoundActions({ round, hasUnsavedChanges }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (
    title: string,
    question: string,
    confirm: string,
    action: () => Promise<{ message: string | null }>,
  ) => {
    if (hasUnsavedChanges) {
      toast.warning('Save your changes first: opening and closing use the saved round.', {
        autoCloseMs: 6000,
      });
      return;
    }
    if (!(await confirmAction(title, question, confirm))) return;
    setBusy(true);
    try {
      const result = await action();
      if (result.message) toast.success(result.message, { autoCloseMs: 6000 });
    } catch (error) {
      toast.error(refusalMessage(error) ?? 'The round could not be changed.', { autoCloseMs: 8000 });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: herosKey });
    }
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={600}>
        State:
      </Text>
      <RoundStateBadge round={round} />
      {round.isOpen ? (
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconLock size={18} aria-hidden="true" />}
          onClick={() =>
            void run(
              'Close round',
              `Close "${round.name}"? The public application page then says applications are closed.`,
              'Close round',
              () => closeRound(round.id).then((r) => ({ message: r.message ?? m.roundClosed })),
            )
          }
        >
          Close round
        </Button>
      ) : (
        <Button
          loading={busy}
          leftSection={<IconLockOpen size={18} aria-hidden="true" />}
          onClick={() =>
            void run('Open round', openQuestion(round), 'Open round', () =>
              openRound(round.id).then((r) => ({ message: r.message ?? m.roundOpened })),
            )
          }
        >
          Open round
        </Button>
      )}
      <HistoryButton
        title={`${round.name} History`}
        queryKey={['heros', 'round-history', round.id]}
        fetchRows={() => getRoundHistory(round.id)}
      />
    </Group>
  );
}
