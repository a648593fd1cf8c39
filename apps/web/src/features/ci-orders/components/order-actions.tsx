import type { CiOrderDetail } from '@homer/contracts/ci-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconFileInvoice, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import {
  approveCiOrder,
  closeCiOrder,
  getInvoiceCode,
  getShortOverCode,
  submitCiOrder,
} from '../api/ci-orders.ts';
import { openWithCode } from '../lib/open-with-code.ts';
import { invoicePagePath, newRepackJobPath, shortOverReportPath } from '../lib/order-paths.ts';

/** The item's cards not yet made by the order's repack jobs. */
const cardsToMake = (order: CiOrderDetail, itemId: number) => {
  const line = order.lines.find((l) => l.itemId === itemId);
  return line ? Math.max(line.cardsOrdered - line.repackedCards, 0) : 0;
};

import type { OrderStep } from './order-step-modal.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Props = { order: CiOrderDetail; onStep: (step: OrderStep) => void };
type Quick = 'submit' | 'approve' | 'close';
const quickSteps: Record<Quick, (id: number) => Promise<Envelope<CiOrderDetail, null>>> = {
  submit: submitCiOrder,
  approve: approveCiOrder,
  close: closeCiOrder,
};

/** The order's next steps for whoever may take them (the order's `actions`); the server checks each again. */
export function OrderActions({ order, onStep }: Props) {
  const { actions } = order;
  const answer = useOrderAnswer();
  const [refused, setRefused] = useState<string | null>(null);
  const quick = useMutation({
    mutationFn: (kind: Quick) => quickSteps[kind](order.id),
    onMutate: () => setRefused(null),
    onSuccess: (result) => setRefused(answer(result)),
    onError: (error) => setRefused(refusalMessage(error) ?? 'That did not work; try again.'),
  });
  const closeOrder = async () => {
    const sure = await confirmAction(
      `Close order ${order.orderNumber}?`,
      'The county has confirmed what arrived. A closed order stays on record and takes no further steps.',
      'Close order',
    );
    if (sure) quick.mutate('close');
  };
  const open = (next: OrderStep) => () => onStep(next);
  const busy = (kind: Quick) => quick.isPending && quick.variables === kind;

  return (
    <Stack gap="xs">
      {refused && (
        <Alert color="red" role="alert" title="Not done">
          {refused}
        </Alert>
      )}
      <Group gap="sm">
        {actions.submit && (
          <Button loading={busy('submit')} onClick={() => quick.mutate('submit')}>
            Submit order
          </Button>
        )}
        {actions.approve && (
          <Button loading={busy('approve')} onClick={() => quick.mutate('approve')}>
            Approve order
          </Button>
        )}
        {actions.purchase && (
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={open({ kind: 'purchase', purchase: null })}
          >
            Add purchase
          </Button>
        )}
        {actions.receive && <Button onClick={open({ kind: 'receive' })}>Receive bottles</Button>}
        {actions.repack &&
          order.items.map((item) => (
            <Button
              key={item.id}
              variant="default"
              component={Link}
              to={newRepackJobPath(
                order.id,
                item.productId,
                order.supplyingSiteId,
                cardsToMake(order, item.id),
              )}
            >
              New repack job for {item.productName}
            </Button>
          ))}
        {actions.ship && <Button onClick={open({ kind: 'ship' })}>Ship cards</Button>}
        {actions.returnStock && (
          <Button variant="default" onClick={open({ kind: 'return' })}>
            Return to supplier
          </Button>
        )}
        {actions.countyReceipt && <Button onClick={open({ kind: 'countyReceipt' })}>Confirm receipt</Button>}
        {actions.close && (
          <Button loading={busy('close')} onClick={() => void closeOrder()}>
            Close order
          </Button>
        )}
        {actions.invoice && (
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={18} aria-hidden="true" />}
            onClick={() =>
              void openWithCode(
                () => getInvoiceCode(order.id),
                (code) => invoicePagePath(code, order.orderNumber),
              )
            }
          >
            Invoice PDF
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
          onClick={() => void openWithCode(() => getShortOverCode(order.id), shortOverReportPath)}
        >
          Short/Over Report
        </Button>
        {actions.cancel && (
          <Button variant="outline" color="red" onClick={open({ kind: 'cancel' })}>
            Cancel order
          </Button>
        )}
      </Group>
    </Stack>
  );
}
