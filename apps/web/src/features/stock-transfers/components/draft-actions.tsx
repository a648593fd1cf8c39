import type { StockTransfer } from '@homer/contracts/stock-transfers';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { cancelTransfer, dispatchTransfer } from '../api/stock-transfers-api.ts';

type Props = { transfer: StockTransfer; onDone: (transfer: StockTransfer, message: string) => void };

/** Dispatch posts the transfer_out (the stock leaves the sending site); cancel ends a draft. */
export function DraftActions({ transfer, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (step: () => ReturnType<typeof dispatchTransfer>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await step();
      if (answer.isSuccessful && answer.model) onDone(answer.model, answer.message ?? 'Done.');
      else setFailure(answer.message);
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The transfer could not be changed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FailureAlert message={failure} />
      <Group>
        <Button onClick={() => run(() => dispatchTransfer(transfer.id))} loading={busy}>
          Dispatch
        </Button>
        <Button
          variant="default"
          color="red"
          disabled={busy}
          onClick={async () => {
            if (
              await confirmAction(
                'Cancel Transfer',
                'Cancel this draft transfer? No stock has moved.',
                'Cancel Transfer',
              )
            )
              await run(() => cancelTransfer(transfer.id));
          }}
        >
          Cancel Transfer
        </Button>
      </Group>
    </>
  );
}
