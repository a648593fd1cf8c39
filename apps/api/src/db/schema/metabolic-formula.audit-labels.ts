import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { mfEnrolments, mfOrderLines, mfOrders, mfPrescriptions } from './metabolic-formula.ts';
import { ndcRef } from './pharmacy.audit-labels.ts';
import { inventorySites } from './pharmacy.ts';

// Named by number only: a patient's name is PHI and the audit list is read more widely than the programme.
const patientRef = auditRef(
  'mf_enrolments',
  'Formula Patient',
  mfEnrolments,
  mfEnrolments.patientId,
  sql`'Formula patient #' || ${mfEnrolments.patientId}`,
);
const orderRef = auditRef(
  'mf_orders',
  'Formula Order',
  mfOrders,
  mfOrders.id,
  // lpad cuts a longer text to the width: MF-1234567 would read MF-123456.
  sql`'MF-' || lpad(${mfOrders.id}::text, greatest(6, length(${mfOrders.id}::text)), '0')`,
);
const mfSiteRef = auditRef(
  'mf_inventory_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
const user = (label: string) => ({ label, ref: userRef });

/** How the Global Audit List reads the metabolic formula programme (migration 0060, decision 111). */
export const auditLabels = [
  auditTableLabels(
    mfEnrolments,
    {
      patientId: 'Patient #',
      diagnosis: 'Diagnosis',
      diagnosisOther: 'Other Diagnosis',
      treatmentCentre: 'Metabolic Treatment Centre',
      stateResident: 'State Resident',
      payerStatus: 'Payer Status',
      inventorySiteId: { label: 'Pharmacy', ref: mfSiteRef },
      shippingMethod: 'Shipping Method',
      street: 'Street',
      secondary: 'Apt/Suite',
      city: 'City',
      state: 'State',
      zip: 'ZIP',
      countyId: 'County',
      formattedAddress: 'Ship-To Address',
      eligibility: 'Eligibility',
      decidedBy: user('Decided By'),
      decidedAt: 'Decided',
      decisionNote: 'Decision Note',
      recertifyBy: 'Recertify By',
      enrolledBy: user('Enrolled By'),
    },
    patientRef,
  ),
  auditTableLabels(
    mfPrescriptions,
    {
      patientId: 'Patient #',
      ndcProductId: { label: 'Product', ref: ndcRef },
      unitsPerMonth: 'Quantity a Month',
      prescriber: 'Prescriber or Dietitian',
      validFrom: 'Valid From',
      validTo: 'Valid To',
      createdBy: user('Entered By'),
    },
    patientRef,
  ),
  auditTableLabels(
    mfOrders,
    {
      id: 'Order #',
      patientId: 'Patient #',
      periodStart: 'Period',
      months: 'Months',
      status: 'Status',
      inventorySiteId: { label: 'Pharmacy', ref: mfSiteRef },
      shippingMethod: 'Shipping Method',
      shipTo: 'Ship To',
      shipBy: 'Ship By',
      createdBy: user('Ordered By'),
      shippedBy: user('Shipped By'),
      shippedAt: 'Shipped',
      cancelledBy: user('Cancelled By'),
      cancelledAt: 'Cancelled',
      cancelReason: 'Cancel Reason',
    },
    orderRef,
  ),
  auditTableLabels(
    mfOrderLines,
    {
      orderId: { label: 'Order', ref: orderRef },
      prescriptionId: 'Prescription #',
      ndcProductId: { label: 'Product', ref: ndcRef },
      quantity: 'Quantity',
    },
    orderRef,
  ),
];
