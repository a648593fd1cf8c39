import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { ciOrderOptionsQuery, ciOrderQuery } from '../api/ci-orders.ts';
import { LazyDraftForm } from '../components/lazy-draft-form.tsx';
import { OrderView } from '../components/order-view.tsx';
import { ciOrderListPath, ciOrderPath } from '../lib/order-paths.ts';

/** ci-repack/orders/edit/{id}: 0 starts a new draft; otherwise the order, its next steps and where it stands. */
export default function OrderEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const order = useQuery({ ...ciOrderQuery(id ?? 0), enabled: !!id });
  const options = useQuery({ ...ciOrderOptionsQuery, enabled: id === 0 });
  if (id === null) return <Navigate to={ciOrderListPath} replace />;
  if (id !== 0 && order.isSuccess) return <OrderView order={order.data} />;
  const toList = () => navigate(ciOrderListPath);
  return (
    <RecordEditFrame
      trail={[routeCrumb('ciOrderList')]}
      pageTitle={id === 0 ? 'New CI Order' : 'CI Order'}
      record={null}
      loading={id === 0 ? options.isPending : order.isPending}
      error={id === 0 ? options.error : order.error}
      noun={id === 0 ? 'order form' : 'CI order'}
      onBack={toList}
    >
      {id === 0 && options.data && (
        <LazyDraftForm
          order={null}
          options={options.data}
          onSaved={(saved) => navigate(ciOrderPath(saved.id), { replace: true })}
          onCancel={toList}
        />
      )}
    </RecordEditFrame>
  );
}
