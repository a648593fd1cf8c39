import { type SQL, sql } from 'drizzle-orm';

/**
 * What a shipment was posted against, as the reports name it: left joins from a document's demand (`kind` and `id`,
 * the SQL of its demand_kind and demand_id) to the refill item `i` and its shipment `rs`, the county order `co`, the
 * formula order `mo` and its enrolment `e`, the Rx Connects dispensing `rd` and its repository `rr`; `fa` is the
 * facility of a refill or a county order. A recall's movements read it; the database's stock_shipment_recipient
 * (migration 0063) resolves a shipment's recipient the same way for the Shipments Report's day summaries.
 */
export const demandJoins = (kind: string, id: string): SQL =>
  sql.raw(`
      left join refill_shipment_items i on ${kind} = 'refill_item' and i.id = ${id}
      left join refill_shipments rs on rs.id = i.shipment_id
      left join ci_orders co on ${kind} = 'ci_order' and co.id = ${id}
      left join facilities fa on fa.id = coalesce(rs.facility_id, co.facility_id)
      left join mf_orders mo on ${kind} = 'mf_order' and mo.id = ${id}
      left join mf_enrolments e on e.patient_id = mo.patient_id
      left join rx_dispensings rd on ${kind} = 'rx_dispensing' and rd.id = ${id}
      left join rx_connects_repositories rr on rr.id = rd.repository_id`);

/**
 * The recipient of a row of stock_shipment_days (`row`: its alias), as demandJoins names it: the facility `fa` of a
 * refill or county order, the formula patient's enrolment `e` (its county), the Rx Connects repository `rr`.
 */
export const recipientJoins = (row: string): SQL =>
  sql.raw(`
      left join facilities fa on ${row}.demand_kind in ('refill_item', 'ci_order') and fa.id = ${row}.recipient_id
      left join mf_enrolments e on ${row}.demand_kind = 'mf_order' and e.patient_id = ${row}.recipient_id
      left join rx_connects_repositories rr on ${row}.demand_kind = 'rx_dispensing' and rr.id = ${row}.recipient_id`);

/**
 * The programme (a key of shipmentProgrammes) of a demand of `kind`; `homeDelivery` says whether a refill came from a
 * home-delivery request (by default from the refill shipment `rs` of demandJoins).
 */
export const demandProgramme = (
  kind: string,
  homeDelivery = 'rs.home_delivery_request_id is not null',
): SQL =>
  sql.raw(`case ${kind}
          when 'refill_item' then case when ${homeDelivery} then 'home_delivery' else 'refills' end
          when 'ci_order' then 'county_orders'
          when 'mf_order' then 'formula'
          when 'rx_dispensing' then 'rx_connects'
          else 'other' end`);
