import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { ciOrderLines, ciOrders } from './ci-orders.ts';
import { facilityRef } from './core.audit-labels.ts';

const orderRef = auditRef('ci_orders', 'CI Order', ciOrders, ciOrders.id, sql`${ciOrders.orderNumber}`);

/** How the Global Audit List reads CI orders and their invoice lines (migration 0039, decision 061). */
export const auditLabels = [
  auditTableLabels(
    ciOrders,
    {
      id: 'ID',
      orderNumber: 'Order Number',
      facilityId: { label: 'Facility', ref: facilityRef },
      orderDate: 'Order Date',
      receivedDate: 'Received Date',
      status: 'Status',
    },
    orderRef,
  ),
  auditTableLabels(
    ciOrderLines,
    {
      orderId: { label: 'CI Order', ref: orderRef },
      invoiceNumber: 'Invoice #',
      ndc: 'NDC',
      productName: 'Product',
      size: 'Size',
      countPerCard: 'Count Per Card',
      bottlesOrdered: 'Bottles Ordered',
      bottlesInvoiced: 'Bottles Invoiced',
      bottlesReceived: 'Bottles Received',
      productRepacked: 'Product Repacked',
      repackedCards: 'Repacked Cards',
      productReturned: 'Product Returned',
      cardsOrdered: 'Cards Ordered',
    },
    orderRef,
  ),
];
