import { StockRefusal } from './post-stock-document.ts';

/**
 * When stock received on `date` (the receiver's calendar day) moved: now for today, else the end of that day (in
 * UTC, which is still that day's afternoon in the United States), so the ledger's backdating limit counts whole
 * days. A day after today in UTC is in the future in every US time zone, and is refused with `futureMessage`.
 * Supplier receipts and Rx Connects donations both date their documents this way.
 */
export function receivedAt(date: string, futureMessage: string, now: Date = new Date()): Date {
  const endOfDay = Date.parse(`${date}T23:59:59.999Z`);
  if (endOfDay - 86_400_000 > now.getTime()) throw new StockRefusal(futureMessage);
  return new Date(Math.min(endOfDay, now.getTime()));
}
