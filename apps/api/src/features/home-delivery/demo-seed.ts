import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { prescriptions } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';

/** Demo patient's phone for the refill form: (850) 555-0100. */
export const demoPatientPhone = '8505550100';
/** QS1 holds the patient's email (decision 055): the Shipped notice goes there. */
export const demoPatientEmail = 'pat.patient@example.org';

/** Prescriptions in the embedded QS1 stand-in, one for each answer the refill form can give. */
async function seedHomeDeliveryDemo(tx: Tx, _demo: DemoBasis): Promise<void> {
  await tx.insert(prescriptions).values([
    {
      rxNumber: '10000001',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Lisinopril 10 mg tablet',
      refillsRemaining: 3,
    },
    {
      rxNumber: '10000002',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Metformin 500 mg tablet',
      refillsRemaining: 2,
    },
    {
      rxNumber: '10000003',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Atorvastatin 20 mg tablet',
      refillsRemaining: 0,
    },
    {
      rxNumber: '10000004',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Amlodipine 5 mg tablet',
      refillsRemaining: 4,
      isActive: false,
    },
    {
      rxNumber: '10000005',
      patientPhone: '8505550111',
      drugName: 'Levothyroxine 50 mcg tablet',
      refillsRemaining: 5,
    },
    {
      rxNumber: '10000006',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Sertraline 50 mg tablet',
      refillsRemaining: 1,
    },
    {
      rxNumber: '10000007',
      patientPhone: demoPatientPhone,
      patientEmail: demoPatientEmail,
      drugName: 'Omeprazole 20 mg capsule',
      refillsRemaining: 6,
    },
  ]);
}

export const demoSeed: AreaDemoSeed = { area: 'home-delivery', after: [], seed: seedHomeDeliveryDemo };
