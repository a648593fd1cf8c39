import { refillSteps } from '@homer/contracts/refills';
import { refillShipmentItems, refillShipmentSteps, refillShipments } from '../../db/schema/refills.ts';
import type { Tx } from '../../db/tx.ts';
import type { LocalRx } from './prescription.ts';

/** A new shipment at Not Submitted with its first items and its creation step row. */
export async function createShipment(
  tx: Tx,
  input: {
    facilityId: number;
    inventorySiteId: number;
    userId: number;
    homeDeliveryRequestId?: number;
    items: { rx: LocalRx & { ndc: string }; quantity: number }[];
  },
): Promise<number> {
  const [shipment] = await tx
    .insert(refillShipments)
    .values({
      facilityId: input.facilityId,
      inventorySiteId: input.inventorySiteId,
      currentStep: refillSteps.NotSubmitted,
      patientId: input.items[0]?.rx.patientId ?? null,
      homeDeliveryRequestId: input.homeDeliveryRequestId ?? null,
      createdByUserId: input.userId,
    })
    .returning({ id: refillShipments.id });
  if (!shipment) throw new Error('shipment insert returned nothing');
  await tx.insert(refillShipmentSteps).values({
    shipmentId: shipment.id,
    fromStep: null,
    toStep: refillSteps.NotSubmitted,
    changedByUserId: input.userId,
  });
  if (input.items.length > 0)
    await tx.insert(refillShipmentItems).values(
      input.items.map(({ rx, quantity }) => ({
        shipmentId: shipment.id,
        prescriptionId: rx.id,
        rxNumber: rx.rxNumber,
        ndc: rx.ndc,
        quantity,
      })),
    );
  return shipment.id;
}
