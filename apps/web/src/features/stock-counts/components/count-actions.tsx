import { type StockCount, stockCountAccess } from '@homer/contracts/stock-counts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useCan } from '../../../shared/lib/use-can.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { cancelStockCount, submitStockCount, verifyStockCount } from '../api/stock-counts-api.ts';
import { useCountCommand } from './use-count-command.ts';

/** The count's next step for whoever may take it: submit the count or recount, verify, or cancel. */
export function CountActions({ count, onAddLot }: { count: StockCount; onAddLot: () => void }) {
  const canCount = useCan(stockCountAccess.counter);
  const canVerify = useCan(stockCountAccess.verifier);
  const submit = useCountCommand(() => submitStockCount(count.id));
  const verify = useCountCommand(() => verifyStockCount(count.id));
  const cancel = useCountCommand(() => cancelStockCount(count.id));
  const refusal = submit.refusal ?? verify.refusal ?? cancel.refusal;
  const live = count.status !== 'posted' && count.status !== 'cancelled';
  if (!live) return null;
  return (
    <Stack gap="xs">
      {refusal && (
        <Alert color="red" role="alert" title="Not done">
          {refusal}
        </Alert>
      )}
      <Group>
        {canCount && count.status === 'open' && (
          <>
            <Button onClick={() => submit.mutate(undefined)} loading={submit.isPending}>
              Submit count
            </Button>
            <Button variant="default" onClick={onAddLot}>
              Add a lot found on the shelf
            </Button>
          </>
        )}
        {canCount && count.status === 'recount' && (
          <Button onClick={() => submit.mutate(undefined)} loading={submit.isPending}>
            Submit recount
          </Button>
        )}
        {canVerify && count.status === 'pending_verification' && (
          <Button
            color="teal.9"
            onClick={() => verify.mutate(undefined)}
            loading={verify.isPending}
            disabled={count.verifyBlocked !== null}
          >
            Verify and post
          </Button>
        )}
        {canCount && (
          <Button
            variant="outline"
            color="red.8"
            loading={cancel.isPending}
            onClick={async () => {
              const sure = await confirmAction(
                'Cancel this count?',
                `Stock count #${count.id} and what was counted stay on record, but nothing is posted and the site may start another count.`,
                'Cancel count',
              );
              if (sure) cancel.mutate(undefined);
            }}
          >
            Cancel count
          </Button>
        )}
      </Group>
      {canVerify && count.verifyBlocked && (
        <Text size="sm" c="dimmed">
          {count.verifyBlocked}
        </Text>
      )}
    </Stack>
  );
}
