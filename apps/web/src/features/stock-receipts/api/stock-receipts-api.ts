import type { Envelope, Option } from '@homer/contracts/envelope';
import {
  stockReceiptPaths as paths,
  type StockLineCheck,
  type StockLineCheckResult,
  type StockReceiptForm,
  type StockReceiptResult,
} from '@homer/contracts/stock-receipts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';

export const stockSitesQuery = queryOptions({
  queryKey: ['stock-receipts', 'sites'],
  queryFn: ({ signal }) => apiGet<Option[]>(paths.sites, { signal }),
  staleTime: 60_000,
});

export const purchaseOrderOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['stock-receipts', 'purchase-orders', search],
    queryFn: ({ signal }) => apiGet<Option[]>(paths.purchaseOrders, { query: { search }, signal }),
    staleTime: 30_000,
  });

// Refusals of the input (400) are told beside the form.
const told = [400] as const;

export const checkReceiptLine = (body: StockLineCheck): Promise<Envelope<StockLineCheckResult, null>> =>
  apiPost(paths.checkLine, { body, skipErrorHandling: told });

export type ReceiptRefusal = { line: number; unknownNdc: boolean };
export const receiveDelivery = (
  body: StockReceiptForm,
): Promise<Envelope<StockReceiptResult, ReceiptRefusal>> =>
  apiPost(paths.receive, { body, skipErrorHandling: told });
