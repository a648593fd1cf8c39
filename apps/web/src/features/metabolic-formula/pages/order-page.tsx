import { metabolicFormulaAccess } from '@homer/contracts/metabolic-formula';
import { Button, Group, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { mfOrderQuery } from '../api/mf-orders.ts';
import { MfSection } from '../components/mf-section.tsx';
import { OrderDetails } from '../components/order-details.tsx';
import { OrderLinesTable } from '../components/order-lines-table.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import type { OrderStep } from '../components/order-step-modal.tsx';
import { mfOrderListPath } from '../lib/mf-paths.ts';

// The steps' modals load when one is first opened.
const OrderStepModal = lazy(() =>
  import('../components/order-step-modal.tsx').then((m) => ({ default: m.OrderStepModal })),
);

/**
 * metabolic-formula/orders/edit/{id} (GET …/MetabolicFormula/GetOrder/{id}): the order, its products with the lots
 * shipped, and while it is Submitted its shipment (technicians and above) or its cancellation.
 */
export default function OrderPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const navigate = useNavigate();
  const mayShip = useCan(metabolicFormulaAccess.shipper);
  const [step, setStep] = useState<OrderStep | null>(null);
  const order = useQuery({ ...mfOrderQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to={mfOrderListPath} replace />;
  const data = order.data;
  const submitted = data?.status === 'Submitted';
  return (
    <RecordEditFrame
      trail={[routeCrumb('mfOrderList')]}
      pageTitle="Formula Order"
      record={data?.orderNumber ?? null}
      loading={order.isPending}
      error={order.error}
      noun="formula order"
      onBack={() => navigate(mfOrderListPath)}
      actions={data && <OrderStatusBadge status={data.status} />}
    >
      {data && (
        <Stack gap="xl">
          <OrderDetails order={data} />
          {submitted && (
            <Group gap="sm">
              {mayShip && (
                <Button
                  leftSection={<IconTruckDelivery size={18} aria-hidden="true" />}
                  onClick={() => setStep('ship')}
                >
                  Ship Order
                </Button>
              )}
              <Button variant="outline" color="red.9" onClick={() => setStep('cancel')}>
                Cancel Order
              </Button>
            </Group>
          )}
          <MfSection title="Products">
            <OrderLinesTable order={data} />
          </MfSection>
          {step && (
            <Suspense fallback={null}>
              <OrderStepModal order={data} step={step} onClose={() => setStep(null)} />
            </Suspense>
          )}
        </Stack>
      )}
    </RecordEditFrame>
  );
}
