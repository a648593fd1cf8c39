import type { CiOrderDetail, CiOrderLine } from '@homer/contracts/ci-orders';
import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  ciOrderKey,
  ciOrderListKey,
  ciOrderQuery,
  deleteCiOrderLine,
  getShortOverCode,
} from '../api/ci-orders.ts';
import { LineFormModal } from '../components/line-form-modal.tsx';
import { LinesTable } from '../components/lines-table.tsx';
import { ciOrderListPath, ciOrderPath } from '../components/order-columns.tsx';
import { OrderFormView } from '../components/order-form.tsx';

/** ci-repack/orders/edit/{id}: 0 creates an order; otherwise the order, its invoice lines and the report. */
export default function OrderEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const order = useQuery({ ...ciOrderQuery(id ?? 0), enabled: !!id });
  if (id === null) return <Navigate to={ciOrderListPath} replace />;
  if (id !== 0 && order.isSuccess) return <OrderView order={order.data} />;
  return (
    <RecordEditFrame
      trail={[routeCrumb('ciOrderList')]}
      pageTitle={id === 0 ? 'New CI Order' : 'CI Order'}
      record={order.data?.orderNumber}
      loading={id !== 0 && order.isPending}
      error={order.error}
      failedTitle={m.notFound}
      onBack={() => navigate(ciOrderListPath)}
    >
      <OrderFormView
        order={null}
        onSaved={(saved) => navigate(ciOrderPath(saved), { replace: true })}
        onCancel={() => navigate(ciOrderListPath)}
      />
    </RecordEditFrame>
  );
}

/**
 * Opens the printable report in a new window. The window is opened on the click itself (a window opened after
 * the code arrives would be taken for a pop-up and blocked) and sent to the report once the code is there.
 */
async function openShortOverReport(orderId: number): Promise<void> {
  const popup = window.open('about:blank', '_blank');
  try {
    const { value } = await getShortOverCode(orderId);
    if (!value) throw new Error('no code');
    const url = `/ci-short-over?code=${encodeURIComponent(value)}`;
    if (popup) popup.location.href = url;
    else window.open(url, '_blank');
  } catch {
    popup?.close();
  }
}

function OrderView({ order }: { order: CiOrderDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<CiOrderLine | 'new' | null>(null);
  const updated = async (next: CiOrderDetail) => {
    queryClient.setQueryData(ciOrderKey(next.id), next);
    await queryClient.invalidateQueries({ queryKey: ciOrderListKey });
  };
  const remove = async (line: CiOrderLine) => {
    const sure = await confirmAction(
      'Delete order line',
      `Delete the line of invoice ${line.invoiceNumber} for ${line.productName}?`,
      'Delete',
    );
    if (!sure) return;
    const result = await deleteCiOrderLine(line.id);
    if (result.value) await updated(result.value);
    if (result.message) toast.success(result.message);
  };
  const shortOver = order.lines.filter((line) => line.isShortOver).length;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('ciOrderList')]}
        pageTitle="CI Order"
        record={order.orderNumber}
        actions={
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => void openShortOverReport(order.id)}
          >
            Short/Over Report
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        {order.facilityName} · {order.lines.length} lines · {shortOver} short or over
      </Text>
      <OrderFormView
        key={`${order.orderNumber}-${order.status}-${order.orderDate}-${order.receivedDate}-${order.facilityId}`}
        order={order}
        onSaved={() => undefined}
        onCancel={() => navigate(ciOrderListPath)}
      />
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Invoice lines
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add line
        </Button>
      </Group>
      <LinesTable lines={order.lines} onEdit={setEditing} onDelete={(line) => void remove(line)} />
      <LineFormModal
        orderId={order.id}
        line={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(next) => void updated(next)}
      />
    </Stack>
  );
}
