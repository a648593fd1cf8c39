/** An order's number as people quote it: MF- and the id, at least six digits (never cut: MF-1234567). */
export const mfOrderNumber = (orderId: number): string => `MF-${String(orderId).padStart(6, '0')}`;
