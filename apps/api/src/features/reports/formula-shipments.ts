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
 * CTE `documents`: the period's formula shipments (UTC days, as the ledger counts them) and the reversals posted
 * then of formula shipments, each with its patient and the units and value it moved (a reversal's are negative),
 * for the patients the search names. Patient data: the route and its export are under the PHI rules.
 */
function formulaDocuments(f: FormulaReportFilters): SQL {
  const term = f.search?.trim();
  const patient = term
    ? sql`where (pt.last_name || ', ' || pt.first_name) ilike ${containsPattern(term)}`
    : sql``;
  return sql`
    shipped as (
      select d.id, d.demand_id as order_id, d.occurred_at, 1 as shipment, 0 as reversal
      from stock_documents d where d.kind = 'shipment' and d.demand_kind = 'mf_order' and ${periodOf('d', f)}
      union all
      select d.id, o.demand_id, d.occurred_at, 0, 1
      from stock_documents d join stock_documents o on o.id = d.reverses_document_id
      where d.kind = 'reversal' and o.kind = 'shipment' and o.demand_kind = 'mf_order' and ${periodOf('d', f)}),
    documents as (
      select s.*, pt.id as patient_id, m.units, m.value
      from shipped s
      join (select mv.document_id, -sum(mv.quantity) as units, -sum(mv.quantity * l.unit_cost) as value
            from shipped x join stock_movements mv on mv.document_id = x.id join stock_lots l on l.id = mv.lot_id
            group by 1) m on m.document_id = s.id
      join mf_orders o on o.id = s.order_id
      join patients pt on pt.id = o.patient_id
      ${patient})`;
}

/** Each patient's figures from `documents`: orders shipped, reversals, net units and value, the last shipment. */
const patientRows = sql`
  select pt.id as "patientId", pt.last_name || ', ' || pt.first_name as "patientName",
    pt.date_of_birth::text as "dateOfBirth", c.name as "countyName",
    count(distinct d.order_id) filter (where d.shipment = 1)::int as orders, sum(d.reversal)::int as reversed,
    coalesce(sum(d.units), 0)::int as units, coalesce(sum(d.value), 0) as value,
    (max(d.occurred_at) filter (where d.shipment = 1) at time zone 'UTC')::date::text as "lastShippedOn"
  from documents d
  join patients pt on pt.id = d.patient_id
  left join mf_enrolments e on e.patient_id = pt.id
  left join counties c on c.id = e.county_id
  group by pt.id, c.name`;

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
 * reading of the period's documents.
 */
export async function formulaShipmentsReport(
  db: Queryable,
  q: FormulaReportQuery,
): Promise<FormulaReportResponse> {
  const { rows } = await db.execute<Answer>(sql`
    with ${formulaDocuments(q)},
    rows as materialized (${patientRows}),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)}),
    -- The chart: the same documents by the month they were posted.
    months as (
      select to_char(occurred_at at time zone 'UTC', 'YYYY-MM') as month, sum(units)::int as units
      from documents group by 1)
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
  const { rows } = await db.execute<Raw>(
    sql`with ${formulaDocuments(f)} select * from (${patientRows}) r order by ${orderBy('')}`,
  );
  return rows.map(withCents);
}
