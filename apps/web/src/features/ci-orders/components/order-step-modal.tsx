import type { CiOrderDetail, CiOrderPurchase } from '@homer/contracts/ci-orders';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { CountyReceiptModal } from './county-receipt-modal.tsx';
import { PurchaseModal } from './purchase-modal.tsx';
import { ReceiveModal } from './receive-modal.tsx';
import { ReturnModal } from './return-modal.tsx';
import { ShipModal } from './ship-modal.tsx';

export type OrderStep =
  | { kind: 'cancel' }
  | { kind: 'purchase'; purchase: CiOrderPurchase | null }
  | { kind: 'receive' }
  | { kind: 'return' }
  | { kind: 'ship' }
  | { kind: 'countyReceipt' };

type Props = { order: CiOrderDetail; step: OrderStep; onClose: () => void };

/** The modal of one step of an order; loaded with the first step taken, not with the page. */
export function OrderStepModal({ order, step, onClose }: Props) {
  switch (step.kind) {
    case 'cancel':
      return <CancelOrderModal order={order} onClose={onClose} />;
    case 'purchase':
      return <PurchaseModal order={order} purchase={step.purchase} onClose={onClose} />;
    case 'receive':
      return <ReceiveModal order={order} onClose={onClose} />;
    case 'return':
      return <ReturnModal order={order} onClose={onClose} />;
    case 'ship':
      return <ShipModal order={order} onClose={onClose} />;
    case 'countyReceipt':
      return <CountyReceiptModal order={order} onClose={onClose} />;
  }
}
