import { refillMessages as m, type RefillFromHomeDelivery } from '@homer/contracts/refills';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { homeDeliveryRequestLines, homeDeliveryRequests, inventorySites } from '../../db/schema/pharmacy.ts';
import { withTx } from '../../db/tx.ts';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { changeHomeDeliveryStatus } from '../home-delivery-queue/change-status.ts';
import { createShipment } from './create-shipment.ts';
import { isTied, type LocalRx, localRx, rxProblem, syncOrFail } from './prescription.ts';
import { assertFacility, type FacilityScope } from './scope.ts';

/**
 * POST …/CreateFromHomeDelivery: a Received home-delivery request becomes a Not Submitted shipment at the
 * chosen inventory (each of its Rx numbers an item) and moves to In Process through the queue's own status
 * change, in one transaction: either both happen or neither.
 */
export async function createFromHomeDelivery(
  db: Db,
  config: Config,
  qs1: Qs1Adapter,
  auth: Auth,
  scope: FacilityScope,
  body: Required<RefillFromHomeDelivery>,
): Promise<{ shipmentId: number; inventoryId: number }> {
  const actor = { userId: auth.user.id };
  const lines = await db
    .select({ rxNumber: homeDeliveryRequestLines.rxNumber })
    .from(homeDeliveryRequestLines)
    .where(eq(homeDeliveryRequestLines.requestId, body.requestId))
    .orderBy(asc(homeDeliveryRequestLines.id));
  const known =
    lines.length > 0
      ? await syncOrFail(
          db,
          actor,
          qs1,
          lines.map((l) => l.rxNumber),
        )
      : null;
  const shipmentId = await withTx(db, actor, async (tx) => {
    const [request] = await tx
      .select({ status: homeDeliveryRequests.status })
      .from(homeDeliveryRequests)
      .where(eq(homeDeliveryRequests.id, body.requestId))
      .for('update');
    if (!request) throw new HttpError(404, m.homeDeliveryNotFound);
    if (request.status !== 'Received') throw new HttpError(400, m.homeDeliveryNotReceived);
    if (lines.length === 0) throw new HttpError(400, m.homeDeliveryNoLines);
    const [site] = await tx
      .select({ facilityId: inventorySites.facilityId })
      .from(inventorySites)
      .where(and(eq(inventorySites.id, body.inventorySiteId), eq(inventorySites.isActive, true)));
    if (!site) throw new HttpError(404, m.inventoryNotFound);
    assertFacility(scope, site.facilityId);
    const items: { rx: LocalRx & { ndc: string }; quantity: number }[] = [];
    for (const { rxNumber } of lines) {
      const rx = await localRx(tx, rxNumber, known, true);
      const problem = await rxProblem(tx, rxNumber, rx);
      if (!rx?.ndc || problem) throw new HttpError(400, problem ?? m.rxNotFound(rxNumber));
      if (!(await isTied(tx, rx.id, body.inventorySiteId)))
        throw new HttpError(400, `${m.inventoryNotTied} (Rx Number ${rxNumber})`);
      if (items.length > 0 && items[0]?.rx.patientId !== rx.patientId)
        throw new HttpError(400, m.otherPatient);
      items.push({ rx: { ...rx, ndc: rx.ndc }, quantity: rx.dispenseQuantity });
    }
    const id = await createShipment(tx, {
      facilityId: site.facilityId,
      inventorySiteId: body.inventorySiteId,
      userId: auth.user.id,
      homeDeliveryRequestId: body.requestId,
      items,
    });
    // The queue's own move (history row, concurrency check) inside this transaction: drizzle nests it as a
    // savepoint, so a refused move rolls the new shipment back too.
    await changeHomeDeliveryStatus(tx as unknown as Db, config, qs1, auth.user.id, {
      id: body.requestId,
      fromStatus: 'Received',
      toStatus: 'In Process',
      note: `Refill shipment #${id}`,
      trackingNumber: '',
    });
    return id;
  });
  return { shipmentId, inventoryId: body.inventorySiteId };
}
