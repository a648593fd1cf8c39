import type {
  FormulaReportFilters,
  FormulaReportQuery,
  FormulaReportResponse,
  FormulaReportRow,
} from '@homer/contracts/programme-reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { cents, pageOffset, periodOf } from './report-sql.ts';

/**
 * Formula shipped to each patient over [from, to] (UTC days, as the ledger counts them): the shipments of their
 * formula orders posted then, and reversals posted then of those orders' shipments, so units are net. Patient data:
 * the route and its export are under the PHI rules.
 */
function reportRows(f: FormulaReportFilters): SQL {
  const term = f.search?.trim();
  const patient = term
    ? sql`and (pt.last_name || ', ' || pt.first_name) ilike ${containsPattern(term)}`
    : sql``;
  return sql`
    with shipped as (
      select d.id, d.demand_id as order_id, d.occurred_at, 1 as shipment, 0 as reversal
      from stock_documents d where d.kind = 'shipment' and d.demand_kind = 'mf_order' and ${periodOf('d', f)}
      union all
      select d.id, o.demand_id, d.occurred_at, 0, 1
      from stock_documents d join stock_documents o on o.id = d.reverses_document_id
      where d.kind = 'reversal' and o.kind = 'shipment' and o.demand_kind = 'mf_order' and ${periodOf('d', f)}),
    moved as (
      select s.id, -sum(mv.quantity) as units, -sum(mv.quantity * l.unit_cost) as value
      from shipped s join stock_movements mv on mv.document_id = s.id join stock_lots l on l.id = mv.lot_id
      group by 1)
    select pt.id as "patientId", pt.last_name || ', ' || pt.first_name as "patientName",
      pt.date_of_birth::text as "dateOfBirth", c.name as "countyName",
      count(distinct s.order_id) filter (where s.shipment = 1)::int as orders, sum(s.reversal)::int as reversed,
      coalesce(sum(m.units), 0)::int as units, coalesce(sum(m.value), 0) as value,
      (max(s.occurred_at) filter (where s.shipment = 1) at time zone 'UTC')::date::text as "lastShippedOn"
    from shipped s
    join moved m on m.id = s.id
    join mf_orders o on o.id = s.order_id
    join patients pt on pt.id = o.patient_id
    left join mf_enrolments e on e.patient_id = pt.id
    left join counties c on c.id = e.county_id
    where true ${patient}
    group by pt.id, c.name`;
}

const orderBy = (row: string) => sql.raw(`${row}"patientName", ${row}"patientId"`);

type Raw = Omit<FormulaReportRow, 'value'> & { value: string | number };
const withCents = (r: Raw): FormulaReportRow => ({ ...r, value: cents(r.value) });

type Answer = {
  page: Raw[];
  totals: { patients: number; orders: number; reversed: number; units: number; value: string | number };
  months: { month: string; units: number }[];
};

/**
 * GET …/FormulaShipments/GetList: one page of patients, the totals and units per month (the chart), from one
 * computation of the report's rows.
 */
export async function formulaShipmentsReport(
  db: Queryable,
  q: FormulaReportQuery,
): Promise<FormulaReportResponse> {
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${reportRows(q)}),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)}),
    -- The chart's months: the same documents, by the month they were posted, for the patients shown.
    months as (
      select to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM') as month, -sum(mv.quantity)::int as units
      from stock_documents d
      left join stock_documents o on o.id = d.reverses_document_id
      join mf_orders mo on mo.id = coalesce(o.demand_id, d.demand_id)
      join stock_movements mv on mv.document_id = d.id
      where ((d.kind = 'shipment' and d.demand_kind = 'mf_order')
          or (d.kind = 'reversal' and o.kind = 'shipment' and o.demand_kind = 'mf_order'))
        and ${periodOf('d', q)} and mo.patient_id in (select "patientId" from rows)
      group by 1)
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select json_build_object('patients', count(*), 'orders', coalesce(sum(orders), 0),
        'reversed', coalesce(sum(reversed), 0), 'units', coalesce(sum(units), 0), 'value', coalesce(sum(value), 0))
        from rows) as totals,
      (select coalesce(json_agg(m order by m.month), '[]') from months m) as months`);
  const answer = rows[0];
  const totals = answer?.totals ?? { patients: 0, orders: 0, reversed: 0, units: 0, value: 0 };
  return {
    data: (answer?.page ?? []).map(withCents),
    totalRecords: totals.patients,
    totals: { ...totals, value: cents(totals.value), byMonth: answer?.months ?? [] },
  };
}

/** The export's rows: the whole report in its order. */
export async function formulaShipmentsExportRows(
  db: Queryable,
  f: FormulaReportFilters,
): Promise<FormulaReportRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${reportRows(f)}) r order by ${orderBy('')}`);
  return rows.map(withCents);
}
