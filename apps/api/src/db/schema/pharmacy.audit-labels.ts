import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { homeDeliveryRequestHistory, homeDeliveryRequests, inventorySites, ndcProducts } from './pharmacy.ts';

// Named by number only: the phone is PHI and the audit list is read more widely than the queue.
const requestRef = auditRef(
  'home_delivery_requests',
  'Home Delivery Request',
  homeDeliveryRequests,
  homeDeliveryRequests.id,
  sql`'Refill request #' || ${homeDeliveryRequests.id}`,
);

const siteRef = auditRef(
  'inventory_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
export const ndcRef = auditRef(
  'ndc_products',
  'NDC Product',
  ndcProducts,
  ndcProducts.id,
  sql`${ndcProducts.ndc} || ' ' || ${ndcProducts.productName}`,
);

/** How the Global Audit List reads refill requests and their status history (migration 0034, decision 055). */
export const auditLabels = [
  auditTableLabels(
    homeDeliveryRequests,
    {
      id: 'ID',
      phoneNumber: 'Phone Number',
      submittedAt: 'Submitted',
      trackingNumber: 'Tracking Number',
    },
    requestRef,
  ),
  auditTableLabels(
    homeDeliveryRequestHistory,
    {
      requestId: { label: 'Request', ref: requestRef },
      changedByUserId: { label: 'Changed By', ref: userRef },
      fromStatus: 'From Status',
      toStatus: 'To Status',
      note: 'Note',
      trackingNumber: 'Tracking Number',
      patientEmailed: 'Patient Emailed',
    },
    requestRef,
  ),
  auditTableLabels(
    inventorySites,
    {
      id: 'ID',
      facilityId: 'Facility',
      name: 'Name',
      isActive: 'Active',
      rxConnectsRepositoryId: 'Rx Connects Repository #',
    },
    siteRef,
  ),
  auditTableLabels(
    ndcProducts,
    {
      id: 'ID',
      ndc: 'NDC',
      productName: 'Product',
      packageDescription: 'Package',
      dispensingUnit: 'Dispensing Unit',
      packSize: 'Pack Size',
      repackSourceProductId: { label: 'Repackaged From', ref: ndcRef },
      budMonths: 'Beyond-Use Months',
      budQuarterOfRemaining: 'Beyond-Use Limited to 25 % of Remaining Dating',
      formulaKind: 'Formula Kind',
      isActive: 'Active',
    },
    ndcRef,
  ),
];
