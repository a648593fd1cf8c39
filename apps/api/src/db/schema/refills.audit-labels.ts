import { refillStepNames, refillStepValues } from '@homer/contracts/refills';
import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { facilityRef, userRef } from './core.audit-labels.ts';
import { inventorySites, patients, prescriptions } from './pharmacy.ts';
import {
  prescriptionInventorySites,
  refillShipmentItems,
  refillShipmentSteps,
  refillShipments,
} from './refills.ts';

// Patients and prescriptions are named by number only: the audit list is read more widely than the pages.
const patientRef = auditRef('patients', 'Patient', patients, patients.id, sql`'Patient #' || ${patients.id}`);
const prescriptionRef = auditRef(
  'prescriptions',
  'Prescription',
  prescriptions,
  prescriptions.id,
  sql`'Rx ' || ${prescriptions.rxNumber}`,
);
const shipmentRef = auditRef(
  'refill_shipments',
  'Refill Shipment',
  refillShipments,
  refillShipments.id,
  sql`'Refill shipment #' || ${refillShipments.id}`,
);
const siteRef = auditRef(
  'refills_inventory_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
const stepCodes = refillStepValues.map((value) => ({ value, text: refillStepNames[value] }));

/** How the Global Audit List reads refills (migration 0037, decision 058). */
export const auditLabels = [
  auditTableLabels(
    patients,
    {
      id: 'ID',
      qs1PatientId: 'QS1 Patient ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      dateOfBirth: 'Date of Birth',
      phone: 'Phone',
      email: 'Email',
    },
    patientRef,
  ),
  auditTableLabels(
    prescriptions,
    {
      id: 'ID',
      rxNumber: 'Rx Number',
      patientPhone: 'Patient Phone',
      patientEmail: 'Patient Email',
      drugName: 'Drug',
      refillsRemaining: 'Refills Remaining',
      isActive: 'Active',
      patientId: { label: 'Patient', ref: patientRef },
      ndc: 'NDC',
      dispenseQuantity: 'Dispense Quantity',
      daysSupply: 'Days Supply',
    },
    prescriptionRef,
  ),
  auditTableLabels(
    prescriptionInventorySites,
    {
      prescriptionId: { label: 'Prescription', ref: prescriptionRef },
      inventorySiteId: { label: 'Inventory Site', ref: siteRef },
    },
    prescriptionRef,
  ),
  auditTableLabels(
    refillShipments,
    {
      id: 'ID',
      facilityId: { label: 'Facility', ref: facilityRef },
      inventorySiteId: { label: 'Inventory Site', ref: siteRef },
      currentStep: { label: 'Step', codes: stepCodes },
      patientId: { label: 'Patient', ref: patientRef },
      homeDeliveryRequestId: 'Home Delivery Request',
      createdByUserId: { label: 'Created By', ref: userRef },
    },
    shipmentRef,
  ),
  auditTableLabels(
    refillShipmentItems,
    {
      shipmentId: { label: 'Shipment', ref: shipmentRef },
      prescriptionId: { label: 'Prescription', ref: prescriptionRef },
      rxNumber: 'Rx Number',
      ndc: 'NDC',
      quantity: 'Quantity',
      qcVerifiedAt: 'QC Verified',
      qcVerifiedByUserId: { label: 'QC Verified By', ref: userRef },
    },
    shipmentRef,
  ),
  auditTableLabels(
    refillShipmentSteps,
    {
      shipmentId: { label: 'Shipment', ref: shipmentRef },
      fromStep: { label: 'From Step', codes: stepCodes },
      toStep: { label: 'To Step', codes: stepCodes },
      changedByUserId: { label: 'Changed By', ref: userRef },
    },
    shipmentRef,
  ),
];
