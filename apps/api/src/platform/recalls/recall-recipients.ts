import type { RecallRecipient } from '@homer/contracts/fda-recalls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { recallMovements } from './recall-movements.ts';

/** A recall page names at most this many movements; a recall wider than that is a report's work (issue 32). */
export const recallRecipientsCap = 500;

/**
 * Where stock of a recall's lots went (decision 099): every shipment and transfer out of a lot the recall covers
 * (named in its code info, or every lot of a whole-product recall), whatever the lot holds now, newest first and
 * not counting reversed documents. A refill's shipment names the Rx and the patient, and a metabolic formula order's
 * the patient (decision 111), and an Rx Connects
 * dispensing of donated medicine its applicant (decision 112), so this is PHI.
 */
export async function findRecallRecipients(db: Queryable, recallId: number): Promise<RecallRecipient[]> {
  const { rows } = await db.execute<RecallRecipient>(sql`
    with ${recallMovements(recallId)}
    select document_id as "documentId", lot_id as "lotId", lot_number as "lotNumber", ndc,
      site_name as "inventoryName",
      to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "shippedAt",
      units as quantity, dispensing_unit as "dispensingUnit", pack_size as "packSize", kind, reference,
      refill_shipment_id as "shipmentId", refill_inventory_id as "inventoryId", rx_number as "rxNumber",
      patient_name as "patientName"
    from moved
    order by occurred_at desc, document_id desc, lot_id
    limit ${recallRecipientsCap}`);
  return rows;
}
