import type { StockDemand } from '../../platform/stock/post-stock-document.ts';

/** The demand an order's allocations and shipment carry on the ledger: a recall finds the patient through it. */
export const mfOrderDemand = (orderId: number): StockDemand => ({ kind: 'mf_order', id: orderId });
