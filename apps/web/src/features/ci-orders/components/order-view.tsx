import type { CiOrderDetail, CiOrderStatus } from '@homer/contracts/ci-orders';
import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { ciOrderOptionsQuery } from '../api/ci-orders.ts';
import { ciOrderListPath } from '../lib/order-paths.ts';
import { ItemsTable } from './items-table.tsx';
import { LazyDraftForm } from './lazy-draft-form.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderEventsTable } from './order-events-table.tsx';
import { OrderJobsTable } from './order-jobs-table.tsx';
import { OrderSection } from './order-section.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import type { OrderStep } from './order-step-modal.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PurchasesTable } from './purchases-table.tsx';
import { ShortOverLines } from './short-over-lines.tsx';

// The steps' modals load when one is first opened: the page's first paint does not wait for them.
const OrderStepModal = lazy(() =>
  import('./order-step-modal.tsx').then((m) => ({ default: m.OrderStepModal })),
);

/** Before approval nothing is bought, received or made: the pharmacy's sections wait until then. */
const beforeApproval: readonly CiOrderStatus[] = ['Draft', 'Submitted'];

/** A saved order: its facts, next steps, items (or the draft's form), purchases, documents, jobs and lines. */
export function OrderView({ order }: { order: CiOrderDetail }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<OrderStep | null>(null);
  const editable = order.actions.edit;
  const options = useQuery({ ...ciOrderOptionsQuery, enabled: editable });
  const pharmacySide = !beforeApproval.includes(order.status);
  const toList = () => navigate(ciOrderListPath);
  return (
    <Stack gap="lg">
      <RecordHeader
        trail={[routeCrumb('ciOrderList')]}
        pageTitle="CI Order"
        record={order.orderNumber}
        actions={<OrderStatusBadge status={order.status} />}
      />
      <OrderSummary order={order} />
      <OrderActions order={order} onStep={setStep} />
      {editable ? (
        options.data ? (
          <LazyDraftForm
            key={JSON.stringify([order.facilityId, order.supplyingSiteId, order.note, order.items])}
            order={order}
            options={options.data}
            // The answer redraws the page with the saved draft (the form's key changes with it).
            onSaved={() => undefined}
            onCancel={toList}
          />
        ) : (
          <Loader size="sm" aria-label="Loading" />
        )
      ) : (
        <OrderSection title="Items">
          <ItemsTable items={order.items} />
        </OrderSection>
      )}
      {pharmacySide && (
        <>
          <OrderSection title="Purchases">
            <PurchasesTable
              purchases={order.purchases}
              onEdit={order.actions.purchase ? (purchase) => setStep({ kind: 'purchase', purchase }) : null}
            />
          </OrderSection>
          <OrderSection title="Receipts, returns and shipments">
            <OrderDocuments documents={order.documents} />
          </OrderSection>
          <OrderSection title="Repack jobs">
            <OrderJobsTable jobs={order.jobs} />
          </OrderSection>
          <OrderSection title="Shortage / overage">
            <ShortOverLines order={order} />
          </OrderSection>
        </>
      )}
      <OrderSection title="Status history">
        <OrderEventsTable events={order.events} />
      </OrderSection>
      {step && (
        <Suspense fallback={null}>
          <OrderStepModal order={order} step={step} onClose={() => setStep(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
