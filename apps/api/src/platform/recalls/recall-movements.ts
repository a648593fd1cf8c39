import { type SQL, sql } from 'drizzle-orm';
import { demandJoins, demandProgramme } from '../stock/shipment-demand.ts';
import { lotNamedIn, productOfRecall } from './recall-holdings.ts';
import { wholeProduct } from './recall-stock.ts';

export const productLots = sql`ndc_products p join stock_lots st on st.ndc_product_id = p.id`;
/**
 * Lot st of product p is one recall r covers, whatever it holds now: a product of the recall, and the lot named in
 * its code info or the recall of every lot (the rule the recall page and the recall hold use).
 */
export const covers = sql`${productOfRecall} and (${lotNamedIn(sql`st.lot_number`, sql`r.code_info`)} or ${wholeProduct})`;
/** The recalls (r) with the lots (st) of products (p) each covers. */
export const recallLots = sql`fda_recalls r join (${productLots}) on ${covers}`;

/**
 * CTEs `lots` and `moved`: every shipment and transfer out of the recall's lots that no reversal undid, with where
 * its units went (the Shipments Report's naming: a refill's facility, a county order's facility, an Rx Connects
 * dispensing's repository, a transfer's receiving site) and the patient who received them. Patient data: the
 * recall page's list (findRecallRecipients) and the Recall Impact Report read it.
 */
export function recallMovements(recallId: number): SQL {
  return sql`
    lots as (
      select st.id, st.lot_number, p.ndc, p.product_name, p.dispensing_unit, p.pack_size
      from ${recallLots} where r.id = ${recallId}),
    moved as (
      select d.id as document_id, d.kind, d.reference, d.occurred_at, s.name as site_name, l.id as lot_id,
        l.lot_number, l.ndc, l.product_name, -m.quantity as units, l.dispensing_unit, l.pack_size,
        case when d.kind = 'transfer_out' then 'transfer' else ${demandProgramme('d.demand_kind')} end
          as destination,
        coalesce(fa.name, rr.name, ts.name, case when d.demand_kind = 'mf_order' then 'Formula patient' end,
          'No recipient') as recipient,
        coalesce(fa.county_id, e.county_id, rr.county_id, tf.county_id) as county_id,
        coalesce(pt.first_name || ' ' || pt.last_name, ra.first_name || ' ' || ra.last_name) as patient_name,
        case when pt.id is not null then 'p' || pt.id when ra.id is not null then 'a' || ra.id end as patient_key,
        i.rx_number, rs.id as refill_shipment_id, rs.inventory_site_id as refill_inventory_id,
        mo.patient_id as formula_patient_id
      from lots l
      join stock_movements m on m.lot_id = l.id and m.quantity < 0
      join stock_documents d on d.id = m.document_id and d.kind in ('shipment', 'transfer_out')
      join inventory_sites s on s.id = d.inventory_site_id ${demandJoins('d.demand_kind', 'd.demand_id')}
      left join patients pt on pt.id = coalesce(rs.patient_id, mo.patient_id)
      left join rx_patient_applications ra on ra.id = rd.application_id
      left join stock_transfers tr on d.kind = 'transfer_out' and tr.dispatch_document_id = d.id
      left join inventory_sites ts on ts.id = tr.to_site_id
      left join facilities tf on tf.id = ts.facility_id
      where not exists (select 1 from stock_documents rev where rev.reverses_document_id = d.id))`;
}
