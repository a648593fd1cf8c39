import type { MfOrder } from '@homer/contracts/metabolic-formula';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { ShipOrderModal } from './ship-order-modal.tsx';

export type OrderStep = 'ship' | 'cancel';

type Props = { order: MfOrder; step: OrderStep; onClose: () => void };

/** The modal of one step of an order; loaded with the first step taken, not with the page. */
export function OrderStepModal({ order, step, onClose }: Props) {
  return step === 'ship' ? (
    <ShipOrderModal order={order} onClose={onClose} />
  ) : (
    <CancelOrderModal order={order} onClose={onClose} />
  );
}
