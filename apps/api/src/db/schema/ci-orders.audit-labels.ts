import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import {
  ciOrderEvents,
  ciOrderItems,
  ciOrderPurchaseLines,
  ciOrderPurchases,
  ciOrders,
} from './ci-orders.ts';
import { facilityRef, userRef } from './core.audit-labels.ts';
import { ndcRef } from './pharmacy.audit-labels.ts';

const orderRef = auditRef('ci_orders', 'CI Order', ciOrders, ciOrders.id, sql`${ciOrders.orderNumber}`);
const purchaseRef = auditRef(
  'ci_order_purchases',
  'Purchase',
  ciOrderPurchases,
  ciOrderPurchases.id,
  sql`${ciOrderPurchases.invoiceNumber}`,
);

/** How the Global Audit List reads county orders (migration 0039; decision 107). */
export const auditLabels = [
  auditTableLabels(
    ciOrders,
    {
      id: 'ID',
      orderNumber: 'Order Number',
      facilityId: { label: 'Facility', ref: facilityRef },
      supplyingSiteId: 'Supplying Site',
      orderDate: 'Order Date',
      status: 'Status',
      note: 'Note',
    },
    orderRef,
  ),
  auditTableLabels(
    ciOrderEvents,
    {
      orderId: { label: 'CI Order', ref: orderRef },
      status: 'Status',
      userId: { label: 'By', ref: userRef },
      note: 'Note',
      at: 'At',
    },
    orderRef,
  ),
  auditTableLabels(
    ciOrderItems,
    {
      orderId: { label: 'CI Order', ref: orderRef },
      productId: { label: 'Product', ref: ndcRef },
      cardsOrdered: 'Cards Ordered',
      cardsReceived: 'Cards Received',
      cardsRejected: 'Cards Rejected',
    },
    orderRef,
  ),
  auditTableLabels(
    ciOrderPurchases,
    {
      orderId: { label: 'CI Order', ref: orderRef },
      supplierName: 'Supplier',
      invoiceNumber: 'Invoice #',
      purchaseOrderId: 'Purchase Order',
    },
    orderRef,
  ),
  auditTableLabels(
    ciOrderPurchaseLines,
    {
      purchaseId: { label: 'Purchase', ref: purchaseRef },
      productId: { label: 'Product', ref: ndcRef },
      bottlesOrdered: 'Bottles Ordered',
      bottlesInvoiced: 'Bottles Invoiced',
    },
    purchaseRef,
  ),
];
