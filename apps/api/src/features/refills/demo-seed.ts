import { type RefillStep, refillSteps } from '@homer/contracts/refills';
import { inArray } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { inventorySites, patients, prescriptions } from '../../db/schema/pharmacy.ts';
import {
  prescriptionInventorySites,
  refillShipmentItems,
  refillShipmentSteps,
  refillShipments,
} from '../../db/schema/refills.ts';
import type { Tx } from '../../db/tx.ts';
import { itemProducts } from './item-products.ts';
import { allocateItems } from './shipment-stock.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const main = 'Central Pharmacy Main Inventory';
const satellite = 'Central Pharmacy Satellite';
const orange = 'Orange County Pharmacy Inventory';

/**
 * The home-delivery demo prescriptions get patients, NDCs (the formulary's four where the drug matches) and
 * inventories, plus two of Pat's for naloxone and buprenorphine. For the widget: 10000001 has one inventory
 * (creates a shipment), 10000002 two at Central Pharmacy (the "Multiple Inventories" warning), 10000006 none
 * ("No Inventories"). Central Pharmacy gets shipments at Not Submitted, Product Prep, QC Check, Completed and
 * Delivered; Jordan's Received home-delivery request (10000011, 10000012) stays free to become a shipment.
 */
async function seedRefillsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const siteRows = await tx
    .select({ id: inventorySites.id, name: inventorySites.name, facilityId: inventorySites.facilityId })
    .from(inventorySites)
    .where(inArray(inventorySites.name, [main, satellite, orange]));
  const site = (name: string) => {
    const row = siteRows.find((s) => s.name === name);
    if (!row) throw new Error(`demo inventory site ${name} is missing`);
    return row;
  };
  const [pat, jordan, sam] = await tx
    .insert(patients)
    .values([
      {
        firstName: 'Pat',
        lastName: 'Patient',
        dateOfBirth: '1961-04-12',
        phone: '8505550100',
        email: 'pat.patient@example.org',
      },
      {
        firstName: 'Jordan',
        lastName: 'Patient',
        dateOfBirth: '1978-09-30',
        phone: '8505550122',
        email: 'jordan.patient@example.org',
      },
      { firstName: 'Sam', lastName: 'Sample', dateOfBirth: '1990-01-15', phone: '8505550111', email: null },
    ])
    .returning({ id: patients.id });
  if (!pat || !jordan || !sam) throw new Error('demo patient insert returned nothing');
  await tx.insert(prescriptions).values([
    {
      rxNumber: '10000021',
      patientPhone: '8505550100',
      patientEmail: 'pat.patient@example.org',
      drugName: 'Naloxone HCl Nasal Spray 4 mg',
      refillsRemaining: 5,
    },
    {
      rxNumber: '10000022',
      patientPhone: '8505550100',
      patientEmail: 'pat.patient@example.org',
      drugName: 'Buprenorphine and Naloxone Sublingual Tablets 8 mg/2 mg',
      refillsRemaining: 3,
    },
  ]);
  // Rx number → patient, package NDC, one fill's quantity and the inventories that fill it.
  const rx: Record<string, [number, string, number, string[]]> = {
    '10000001': [pat.id, '68180-513-01', 30, [main]],
    '10000002': [pat.id, '0591-0405-01', 60, [main, satellite]],
    '10000003': [pat.id, '0093-7180-01', 90, [main]],
    '10000004': [pat.id, '68180-720-02', 30, [main]],
    '10000005': [sam.id, '0378-1805-01', 30, [main]],
    '10000006': [pat.id, '16729-090-01', 30, []],
    '10000007': [pat.id, '62175-136-37', 30, [main]],
    '10000011': [jordan.id, '0093-7364-01', 30, [main]],
    '10000012': [jordan.id, '0378-0208-01', 30, [main]],
    '10000013': [jordan.id, '59762-5025-1', 90, [main]],
    '10000014': [jordan.id, '0173-0682-20', 1, [main]],
    '10000015': [jordan.id, '0591-5442-01', 21, [main]],
    '10000016': [jordan.id, '0093-1722-01', 30, [main]],
    '10000021': [pat.id, '69547-353-02', 1, [main, orange]],
    '10000022': [pat.id, '0378-6150-01', 30, [main]],
  };
  const stored = await tx
    .select({ id: prescriptions.id, rxNumber: prescriptions.rxNumber })
    .from(prescriptions)
    .where(inArray(prescriptions.rxNumber, Object.keys(rx)));
  const idOf = new Map(stored.map((r) => [r.rxNumber, r.id]));
  for (const [rxNumber, [patientId, ndc, dispenseQuantity]] of Object.entries(rx)) {
    const id = idOf.get(rxNumber);
    if (id === undefined) continue;
    await tx
      .update(prescriptions)
      .set({ patientId, ndc, dispenseQuantity })
      .where(inArray(prescriptions.id, [id]));
  }
  const ties = Object.entries(rx).flatMap(([rxNumber, [, , , names]]) => {
    const prescriptionId = idOf.get(rxNumber);
    return prescriptionId === undefined
      ? []
      : names.map((name) => ({ prescriptionId, inventorySiteId: site(name).id }));
  });
  await tx.insert(prescriptionInventorySites).values(ties);

  const technician = demo.userIds.technician ?? null;
  const pharmacist = demo.userIds.pharmacist ?? null;
  const mainSite = site(main);
  const shipments: { rx: string[]; patientId: number; step: RefillStep; startedHoursAgo: number }[] = [
    { rx: ['10000021'], patientId: pat.id, step: refillSteps.NotSubmitted, startedHoursAgo: 2 },
    { rx: ['10000022'], patientId: pat.id, step: refillSteps.ProductPrep, startedHoursAgo: 6 },
    { rx: ['10000014', '10000015'], patientId: jordan.id, step: refillSteps.QcCheck, startedHoursAgo: 26 },
    { rx: ['10000016'], patientId: jordan.id, step: refillSteps.Completed, startedHoursAgo: 75 },
    { rx: ['10000007'], patientId: pat.id, step: refillSteps.Delivered, startedHoursAgo: 170 },
  ];
  for (const shipment of shipments) {
    const createdAt = hoursAgo(shipment.startedHoursAgo);
    const [row] = await tx
      .insert(refillShipments)
      .values({
        facilityId: mainSite.facilityId,
        inventorySiteId: mainSite.id,
        currentStep: shipment.step,
        patientId: shipment.patientId,
        createdByUserId: technician,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: refillShipments.id });
    if (!row) throw new Error('demo shipment insert returned nothing');
    const verified = shipment.step >= refillSteps.PendingShipment;
    await tx.insert(refillShipmentItems).values(
      shipment.rx.map((rxNumber) => {
        const [, ndc, quantity] = rx[rxNumber] ?? [0, '', 1];
        return {
          shipmentId: row.id,
          prescriptionId: idOf.get(rxNumber) ?? 0,
          rxNumber,
          ndc,
          quantity,
          qcVerifiedAt: verified ? new Date(createdAt.getTime() + 3 * 3_600_000) : null,
          qcVerifiedByUserId: verified ? pharmacist : null,
        };
      }),
    );
    // Product Prep onwards holds its stock as the fulfilment page would have set it aside (decision 103).
    if (shipment.step >= refillSteps.ProductPrep && shipment.step < refillSteps.Completed)
      await allocateItems(
        tx,
        { id: row.id, inventorySiteId: mainSite.id },
        await itemProducts(tx, { shipmentId: row.id }),
        false,
      );
    const steps = [null, ...Array.from({ length: shipment.step + 2 }, (_, n) => n - 1)];
    await tx.insert(refillShipmentSteps).values(
      steps.slice(1).map((toStep, n) => ({
        shipmentId: row.id,
        fromStep: steps[n] ?? null,
        toStep: toStep ?? refillSteps.NotSubmitted,
        changedAt: new Date(createdAt.getTime() + n * 3_600_000),
        changedByUserId: toStep === refillSteps.PendingShipment ? pharmacist : technician,
      })),
    );
  }
}

// Sites by name, the home-delivery prescriptions by Rx number, and the formulary's NDCs for product names.
export const demoSeed: AreaDemoSeed = {
  area: 'refills',
  after: ['fda-recalls', 'home-delivery', 'home-delivery-queue', 'inventory-sites'],
  seed: seedRefillsDemo,
};
