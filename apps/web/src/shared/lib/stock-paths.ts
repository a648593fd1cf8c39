/** Addresses of the stock pages that other pages link to (a lot, a ledger document). */
export const lotPath = (id: number) => `/inventories/stock/lot/${id}`;
export const stockDocumentPath = (id: number) => `/inventories/stock/documents/${id}`;
