import {
  type ShipmentRow,
  type ShipmentsFilters,
  type ShipmentsQuery,
  type ShipmentsResponse,
  shipmentProgrammes,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { demandProgramme, recipientJoins } from '../../platform/stock/shipment-demand.ts';
import { cents, pageOffset } from './report-sql.ts';

const programmeLabel = sql.raw(
  `case n.programme ${shipmentProgrammes.map((p) => `when '${p.key}' then '${p.label}'`).join(' ')} end`,
);

/**
 * Shipments posted over [from, to] (UTC days, as the ledger counts them), and reversals of shipments posted then,
 * by the programme, county and recipient of the demand each was posted against: a refill's facility (home
 * delivery when the refill came from a home-delivery request), a county order's facility, a formula order's
 * patients' county (no patient is named), an Rx Connects dispensing's repository. A reversal counts against the
 * shipment it undoes, so units are net. Read from the day summaries the ledger keeps per site and recipient
 * (stock_shipment_days, decision 118), not from the period's lines; names and counties are today's.
 */
function shipmentRows(f: ShipmentsFilters): SQL {
  const site = f.siteId ? sql`and sd.inventory_site_id = ${f.siteId}` : sql``;
  const term = f.search?.trim();
  const search = term
    ? sql`and (n.recipient ilike ${containsPattern(term)} or c.name ilike ${containsPattern(term)})`
    : sql``;
  return sql`
    with recipients as (
      select sd.demand_kind, sd.home_delivery, sd.recipient_id, sum(sd.shipments) as shipments,
        sum(sd.reversed) as reversed, sum(sd.units) as units, sum(sd.value) as value, sum(sd.uncosted) as uncosted
      from stock_shipment_days sd
      where sd.day >= ${f.from}::date and sd.day <= ${f.to}::date ${site}
      group by 1, 2, 3),
    named as (
      select ${demandProgramme('r.demand_kind', 'r.home_delivery')} as programme,
        coalesce(fa.county_id, e.county_id, rr.county_id) as county_id,
        coalesce(fa.name, rr.name, case when r.demand_kind = 'mf_order' then 'Patients' end, 'No recipient')
          as recipient,
        r.shipments, r.reversed, r.units, r.value, r.uncosted
      from recipients r ${recipientJoins('r')}),
    n as (
      select programme, county_id, recipient, sum(shipments) as shipments, sum(reversed) as reversed,
        sum(units) as units, sum(value) as value, sum(uncosted) as uncosted
      from named group by 1, 2, 3)
    select n.programme, ${programmeLabel} as "programmeLabel", c.name as "countyName", n.recipient,
      n.shipments::int as shipments, n.reversed::int as reversed, n.units::int as units,
      n.value as value, n.uncosted::int as "uncostedUnits"
    from n
    left join counties c on c.id = n.county_id
    where true ${f.programme ? sql`and n.programme = ${f.programme}` : sql``} ${search}`;
}

const orderBy = (row: string) =>
  sql.raw(['"programmeLabel"', '"countyName" nulls last', 'recipient'].map((c) => `${row}${c}`).join(', '));

type Raw = Omit<ShipmentRow, 'value'> & { value: string | number };
const withCents = (r: Raw): ShipmentRow => ({ ...r, value: cents(r.value) });

type ProgrammeTotal = ShipmentsResponse['totals']['byProgramme'][number];
type Answer = {
  page: Raw[];
  programmes: (Omit<ProgrammeTotal, 'value'> & { value: string | number; rowCount: number })[];
};

/**
 * GET …/Shipments/GetList: one page of rows and each programme's figures over every row (the chart), summed for
 * the totals, in one query that computes the report once.
 */
export async function shipmentsReport(db: Queryable, q: ShipmentsQuery): Promise<ShipmentsResponse> {
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${shipmentRows(q)}),
    by_programme as (
      select programme, "programmeLabel", sum(shipments)::int as shipments, sum(reversed)::int as reversed,
        sum(units)::int as units, sum(value) as value, count(*)::int as "rowCount"
      from rows group by 1, 2),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(b order by b.units desc, b."programmeLabel"), '[]') from by_programme b)
        as programmes`);
  const answer = rows[0] ?? { page: [], programmes: [] };
  const byProgramme = answer.programmes.map(({ rowCount: _, ...r }) => ({ ...r, value: cents(r.value) }));
  const sum = (pick: (r: ProgrammeTotal) => number) => byProgramme.reduce((total, r) => total + pick(r), 0);
  return {
    data: answer.page.map(withCents),
    totalRecords: answer.programmes.reduce((total, r) => total + r.rowCount, 0),
    totals: {
      shipments: sum((r) => r.shipments),
      reversed: sum((r) => r.reversed),
      units: sum((r) => r.units),
      value: cents(sum((r) => r.value)),
      byProgramme,
    },
  };
}

/** The export's rows: the whole report in its order. */
export async function shipmentsExportRows(db: Queryable, f: ShipmentsFilters): Promise<ShipmentRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${shipmentRows(f)}) r order by ${orderBy('')}`);
  return rows.map(withCents);
}
