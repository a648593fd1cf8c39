import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import {
  homeDeliveryRequestHistory,
  homeDeliveryRequestLines,
  homeDeliveryRequests,
  prescriptions,
} from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000);

/**
 * A second demo patient, (850) 555-0122, with a request in each status, so the queue and the request page have
 * something to show. Its own Rx numbers (10000011–10000016): the first patient's stay free for the public form.
 */
async function seedHomeDeliveryQueueDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const phone = '8505550122';
  await tx.insert(prescriptions).values(
    [
      { rxNumber: '10000011', patientPhone: phone, drugName: 'Losartan 50 mg tablet', refillsRemaining: 4 },
      { rxNumber: '10000012', patientPhone: phone, drugName: 'Furosemide 20 mg tablet', refillsRemaining: 2 },
      {
        rxNumber: '10000013',
        patientPhone: phone,
        drugName: 'Gabapentin 300 mg capsule',
        refillsRemaining: 0,
      },
      { rxNumber: '10000014', patientPhone: phone, drugName: 'Albuterol inhaler', refillsRemaining: 3 },
      { rxNumber: '10000015', patientPhone: phone, drugName: 'Prednisone 10 mg tablet', refillsRemaining: 1 },
      { rxNumber: '10000016', patientPhone: phone, drugName: 'Warfarin 5 mg tablet', refillsRemaining: 5 },
    ].map((p) => ({ ...p, patientEmail: 'jordan.patient@example.org' })),
  );
  const technician = demo.userIds.technician ?? null;
  const pharmacist = demo.userIds.pharmacist ?? null;
  const requests = [
    { at: daysAgo(3), rx: ['10000011', '10000012'], steps: [] },
    { at: daysAgo(2, 5), rx: ['10000013'], steps: [['In Process', pharmacist, null, null]] },
    {
      at: daysAgo(12),
      rx: ['10000014', '10000015'],
      steps: [
        ['In Process', technician, null, null],
        ['Shipped', pharmacist, null, '1Z999AA10123456784'],
      ],
    },
    {
      at: daysAgo(20),
      rx: ['10000016'],
      steps: [['Cancelled', pharmacist, 'Patient picked it up at the clinic.', null]],
    },
  ] as const;
  for (const request of requests) {
    const last = request.steps.at(-1);
    const [row] = await tx
      .insert(homeDeliveryRequests)
      .values({
        phoneNumber: '(850) 555-0122',
        status: last?.[0] ?? 'Received',
        submittedAt: request.at,
        updatedAt: request.at,
        trackingNumber: last?.[3] ?? null,
      })
      .returning({ id: homeDeliveryRequests.id });
    if (!row) throw new Error('demo refill request insert returned nothing');
    await tx
      .insert(homeDeliveryRequestLines)
      .values(request.rx.map((rxNumber) => ({ requestId: row.id, rxNumber, refillsRemaining: 2 })));
    let from: string | null = null;
    let hour = 1;
    await tx
      .insert(homeDeliveryRequestHistory)
      .values({ requestId: row.id, changedAt: request.at, toStatus: 'Received' });
    for (const [to, by, note, tracking] of request.steps) {
      await tx.insert(homeDeliveryRequestHistory).values({
        requestId: row.id,
        changedAt: new Date(request.at.getTime() + hour++ * 3_600_000),
        changedByUserId: by,
        fromStatus: from ?? 'Received',
        toStatus: to,
        note,
        trackingNumber: tracking,
        patientEmailed: to === 'Shipped' ? true : null,
      });
      from = to;
    }
  }
}

export const demoSeed: AreaDemoSeed = {
  area: 'home-delivery-queue',
  after: [],
  seed: seedHomeDeliveryQueueDemo,
};
