import type { StockDemand } from '../../platform/stock/post-stock-document.ts';

/** A dispensing's stock on the ledger: its shipment document names this demand, so a recall finds the patient. */
export const rxDispensingDemand = (id: number): StockDemand => ({ kind: 'rx_dispensing', id });
