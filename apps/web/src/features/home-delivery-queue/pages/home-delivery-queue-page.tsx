import { type HomeDeliveryRow, homeDeliveryStatuses } from '@homer/contracts/home-delivery-queue';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import {
  getHomeDeliveryList,
  type HomeDeliveryFilters,
  homeDeliveryListKey,
} from '../api/home-delivery-api.ts';
import { queueColumns, requestPath } from '../components/queue-columns.tsx';
import { HomeDeliveryHiddenNote, HomeDeliveryStatusFilterSelect } from '../components/status-filter.tsx';

const getRowId = (row: HomeDeliveryRow) => row.id;
/** Open requests unless a link asks for one status (?status=Received, the dashboard's "Orders due"). */
function initialFilters(statusParam: string | null): HomeDeliveryFilters {
  const status = homeDeliveryStatuses.find((s) => s === statusParam);
  return { status: status ?? 'open' };
}

/**
 * pharmacy/home-delivery/list: the refill requests from the public form, open ones by default, the longest-waiting
 * first; each status shows its count and a line says how many shipped and cancelled requests are hidden (decision
 * 089). The search box finds an Rx number or the digits of a phone number.
 */
export default function HomeDeliveryQueuePage() {
  const navigate = useNavigate();
  const statusParam = useSearchParams()[0].get('status');
  const defaultFilters = useMemo(() => initialFilters(statusParam), [statusParam]);
  return (
    <ListPage<HomeDeliveryRow, HomeDeliveryFilters>
      key={statusParam ?? ''}
      title="Home Delivery Refills"
      queryKey={homeDeliveryListKey}
      fetchPage={getHomeDeliveryList}
      columns={queueColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'submittedAt', order: 'asc' }}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={(row) => navigate(requestPath(row.id))}
      filters={(context) => (
        <>
          <HomeDeliveryStatusFilterSelect {...context} />
          <HomeDeliveryHiddenNote {...context} />
        </>
      )}
    />
  );
}
