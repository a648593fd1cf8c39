import type { RecallRecipient } from '@homer/contracts/fda-recalls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { lotNamedIn, productOfRecall } from './recall-holdings.ts';
import { wholeProduct } from './recall-stock.ts';

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
    select d.id as "documentId", st.id as "lotId", st.lot_number as "lotNumber", p.ndc, s.name as "inventoryName",
      to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "shippedAt",
      -m.quantity as quantity, p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize", d.kind,
      d.reference,
      rs.id as "shipmentId", rs.inventory_site_id as "inventoryId", i.rx_number as "rxNumber",
      case when pt.id is not null then pt.first_name || ' ' || pt.last_name
        when ra.id is not null then ra.first_name || ' ' || ra.last_name end as "patientName"
    from fda_recalls r
    join ndc_products p on ${productOfRecall}
    join stock_lots st on st.ndc_product_id = p.id
      and (${lotNamedIn(sql`st.lot_number`, sql`r.code_info`)} or ${wholeProduct})
    join stock_movements m on m.lot_id = st.id and m.quantity < 0
    join stock_documents d on d.id = m.document_id and d.kind in ('shipment', 'transfer_out')
    join inventory_sites s on s.id = st.inventory_site_id
    left join refill_shipment_items i on d.demand_kind = 'refill_item' and i.id = d.demand_id
    left join refill_shipments rs on rs.id = i.shipment_id
    left join mf_orders mo on d.demand_kind = 'mf_order' and mo.id = d.demand_id
    left join patients pt on pt.id = coalesce(rs.patient_id, mo.patient_id)
    left join rx_dispensings rd on d.demand_kind = 'rx_dispensing' and rd.id = d.demand_id
    left join rx_patient_applications ra on ra.id = rd.application_id
    where r.id = ${recallId}
      and not exists (select 1 from stock_documents rev where rev.reverses_document_id = d.id)
    order by d.occurred_at desc, d.id desc, st.id
    limit ${recallRecipientsCap}`);
  return rows;
}
