import type { StockProduct, StockReceiptLine } from '@homer/contracts/stock-receipts';

/** A line ready to post, with what the server said of it when it was added. */
export type ReceiptLineEntry = StockReceiptLine & {
  key: number;
  product: StockProduct;
  recallNumbers: string[];
};
