import type { Paged } from '@homer/contracts/envelope';
import {
  type MfOrder,
  type MfOrderCancel,
  type MfOrderCreate,
  type MfOrderRow,
  type MfOrderShip,
  type MfOrderStatus,
  mfPeriod,
  metabolicFormulaPaths as paths,
} from '@homer/contracts/metabolic-formula';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { mfCommand, mfKey } from './mf-command.ts';

/** The order queue's filters; '' = no filter. */
export type MfOrderFilters = { period: string; status: '' | MfOrderStatus };

export const mfOrderListKey = [...mfKey, 'orders'] as const;
const mfOrderKey = (id: number) => [...mfKey, 'order', id] as const;

/** GET …/Orders/GetList: the queue by period and status. A month half typed (no month picker) is not sent. */
export function getMfOrderList(
  { page, pageSize, after, before, period, status }: ListPageParams<MfOrderFilters>,
  signal: AbortSignal,
): Promise<Paged<MfOrderRow>> {
  return apiGet(paths.orders, {
    query: {
      page,
      pageSize,
      after,
      before,
      period: mfPeriod.safeParse(period).success ? period : undefined,
      status: status || undefined,
    },
    signal,
  });
}

/** GET …/MetabolicFormula/GetOrder/{id} (spec document 1 §7). A 404 is told on the page. */
export function mfOrderQuery(id: number) {
  return queryOptions({
    queryKey: mfOrderKey(id),
    queryFn: ({ signal }): Promise<MfOrder> =>
      apiGet(`${paths.order}/${id}`, { signal, skipErrorHandling: [404] }),
    retry: false,
  });
}

export const createMfOrder = (body: MfOrderCreate) => mfCommand(paths.createOrder, body);
export const shipMfOrder = (body: MfOrderShip) => mfCommand(paths.shipOrder, body);
export const cancelMfOrder = (body: MfOrderCancel) => mfCommand(paths.cancelOrder, body);
