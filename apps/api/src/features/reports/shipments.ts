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
import { demandJoins, demandProgramme } from '../../platform/stock/shipment-demand.ts';
import { cents, pageOffset, periodOf } from './report-sql.ts';

const programmeLabel = sql.raw(
  `case n.programme ${shipmentProgrammes.map((p) => `when '${p.key}' then '${p.label}'`).join(' ')} end`,
);

/**
 * Shipments posted over [from, to] (UTC days, as the ledger counts them), and reversals of shipments posted then,
 * by the programme, county and recipient of the demand each was posted against: a refill's facility (home
 * delivery when the refill came from a home-delivery request), a county order's facility, a formula order's
 * patients' county (no patient is named), an Rx Connects dispensing's repository. A reversal counts against the
 * shipment it undoes, so units are net.
 */
function shipmentRows(f: ShipmentsFilters): SQL {
  const site = f.siteId ? sql`and d.inventory_site_id = ${f.siteId}` : sql``;
  const term = f.search?.trim();
  const search = term
    ? sql`and (n.recipient ilike ${containsPattern(term)} or c.name ilike ${containsPattern(term)})`
    : sql``;
  return sql`
    with shipped as (
      select d.id, d.demand_kind, d.demand_id, 1 as shipment, 0 as reversal
      from stock_documents d where d.kind = 'shipment' and ${periodOf('d', f)} ${site}
      union all
      select d.id, o.demand_kind, o.demand_id, 0, 1
      from stock_documents d join stock_documents o on o.id = d.reverses_document_id
      where d.kind = 'reversal' and o.kind = 'shipment' and ${periodOf('d', f)} ${site}),
    documents as (
      select s.id, s.shipment, s.reversal,
        ${demandProgramme('s.demand_kind')} as programme,
        coalesce(fa.county_id, e.county_id, rr.county_id) as county_id,
        coalesce(fa.name, rr.name, case when s.demand_kind = 'mf_order' then 'Patients' end, 'No recipient')
          as recipient
      from shipped s ${demandJoins('s.demand_kind', 's.demand_id')}),
    counted as (
      select programme, county_id, recipient, sum(shipment) as shipments, sum(reversal) as reversed
      from documents group by 1, 2, 3),
    -- Each document's lines summed on its id first, read with the documents of their kind, period and site (a month
    -- is some 600,000 lines and 150,000 shipments on the bench): faster than joining every line to its recipient.
    per_document as (
      select mv.document_id, -sum(mv.quantity) as units, -sum(mv.quantity * l.unit_cost) as value,
        coalesce(-sum(mv.quantity) filter (where l.unit_cost is null), 0) as uncosted
      from stock_movements mv
      join stock_documents d on d.id = mv.document_id and d.kind in ('shipment', 'reversal') and ${periodOf('d', f)}
        ${site}
      join stock_lots l on l.id = mv.lot_id
      -- A document's lines carry its time: the period reaches them through the ledger's BRIN index.
      where ${periodOf('mv', f)}
      group by 1),
    moved as (
      select d.programme, d.county_id, d.recipient, sum(p.units) as units, sum(p.value) as value,
        sum(p.uncosted) as uncosted
      from documents d join per_document p on p.document_id = d.id
      group by 1, 2, 3)
    select n.programme, ${programmeLabel} as "programmeLabel", c.name as "countyName", n.recipient,
      n.shipments::int as shipments, n.reversed::int as reversed, coalesce(m.units, 0)::int as units,
      coalesce(m.value, 0) as value, coalesce(m.uncosted, 0)::int as "uncostedUnits"
    from counted n
    left join moved m on m.programme = n.programme and m.recipient = n.recipient
      and m.county_id is not distinct from n.county_id
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
