import type {
  RxConnectsReportFilters,
  RxConnectsReportQuery,
  RxConnectsReportResponse,
  RxConnectsReportRow,
} from '@homer/contracts/programme-reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { programmeZone } from '../../platform/time/business-clock.ts';
import { pageOffset, withinDays } from './report-sql.ts';

type Figures = Omit<RxConnectsReportRow, 'month' | 'repositoryId' | 'repositoryName' | 'dueBy'>;
const figureKeys = [
  'donations',
  'unitsAccepted',
  'unitsRejected',
  'dispensings',
  'unitsDispensed',
  'patients',
] as const satisfies readonly (keyof Figures)[];

// Days and months of the programme's calendar, as each repository's monthly report counts them.
const zone = programmeZone;

/**
 * Each repository's month over [from, to] (days of the programme's calendar): donations received (the day they were
 * inspected) with the units accepted into stock and rejected, and dispensings with the units their shipments took
 * from stock and the patients served. The figures are the ones each repository's monthly dispensing report shows,
 * for every repository at once. No patient is named.
 */
function reportRows(f: RxConnectsReportFilters): SQL {
  const term = f.search?.trim();
  const repository = term ? sql`and r.name ilike ${containsPattern(term)}` : sql``;
  return sql`
    with received as (
      select d.repository_id, to_char(d.received_on, 'YYYY-MM') as month, count(distinct d.id) as donations,
        coalesce(sum(x.quantity - x.rejected), 0) as accepted, coalesce(sum(x.rejected), 0) as rejected
      from rx_donations d left join rx_donation_lines x on x.donation_id = d.id
      where d.received_on between ${f.from}::date and ${f.to}::date
      group by 1, 2),
    dispensed as (
      select x.repository_id, x.application_id, x.id,
        to_char(x.dispensed_at at time zone ${zone}, 'YYYY-MM') as month
      from rx_dispensings x
      where ${withinDays('x.dispensed_at', f, zone)}),
    by_dispensing as (
      select x.repository_id, x.month, count(distinct x.id) as dispensings,
        count(distinct x.application_id) as patients, coalesce(-sum(mv.quantity), 0) as units
      from dispensed x
      left join stock_documents doc on doc.demand_kind = 'rx_dispensing' and doc.demand_id = x.id
        and doc.kind = 'shipment'
      left join stock_movements mv on mv.document_id = doc.id
      group by 1, 2)
    select k.month, r.id as "repositoryId", r.name as "repositoryName",
      to_char((k.month || '-05')::date + interval '1 month', 'YYYY-MM-DD') as "dueBy",
      coalesce(rc.donations, 0)::int as donations, coalesce(rc.accepted, 0)::int as "unitsAccepted",
      coalesce(rc.rejected, 0)::int as "unitsRejected", coalesce(b.dispensings, 0)::int as dispensings,
      coalesce(b.units, 0)::int as "unitsDispensed", coalesce(b.patients, 0)::int as patients
    from (select repository_id, month from received union select repository_id, month from by_dispensing) k
    join rx_connects_repositories r on r.id = k.repository_id
    left join received rc on rc.repository_id = k.repository_id and rc.month = k.month
    left join by_dispensing b on b.repository_id = k.repository_id and b.month = k.month
    where true ${repository}`;
}

const orderBy = (row: string) => sql.raw(`${row}month, ${row}"repositoryName", ${row}"repositoryId"`);

type Answer = {
  page: RxConnectsReportRow[];
  months: (Figures & { month: string; rowCount: number; repositories: number[] })[];
  patients: number;
};

/**
 * GET …/RxConnects/GetList: one page of rows and each month's figures (the chart) summed for the totals, in one
 * query that computes the report once. A patient served in two months is one patient of the period.
 */
export async function rxConnectsReport(
  db: Queryable,
  q: RxConnectsReportQuery,
): Promise<RxConnectsReportResponse> {
  const sums = figureKeys.map((k) => `sum("${k}")::int as "${k}"`).join(', ');
  const term = q.search?.trim();
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${reportRows(q)}),
    by_month as (
      select month, ${sql.raw(sums)}, count(*)::int as "rowCount", array_agg("repositoryId") as repositories
      from rows group by month),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(m order by m.month), '[]') from by_month m) as months,
      (select count(distinct x.application_id)::int from rx_dispensings x
        join rx_connects_repositories r on r.id = x.repository_id
        where ${withinDays('x.dispensed_at', q, zone)}
          ${term ? sql`and r.name ilike ${containsPattern(term)}` : sql``}) as patients`);
  const answer = rows[0] ?? { page: [], months: [], patients: 0 };
  const byMonth = answer.months.map(({ rowCount: _, repositories: __, ...m }) => m);
  const total = (k: (typeof figureKeys)[number]) => byMonth.reduce((sum, m) => sum + m[k], 0);
  return {
    data: answer.page,
    totalRecords: answer.months.reduce((sum, m) => sum + m.rowCount, 0),
    totals: {
      repositories: new Set(answer.months.flatMap((m) => m.repositories)).size,
      donations: total('donations'),
      unitsAccepted: total('unitsAccepted'),
      unitsRejected: total('unitsRejected'),
      dispensings: total('dispensings'),
      unitsDispensed: total('unitsDispensed'),
      patients: answer.patients,
      byMonth,
    },
  };
}

/** The export's rows: the whole report in its order. */
export async function rxConnectsExportRows(
  db: Queryable,
  f: RxConnectsReportFilters,
): Promise<RxConnectsReportRow[]> {
  const { rows } = await db.execute<RxConnectsReportRow>(
    sql`select * from (${reportRows(f)}) r order by ${orderBy('')}`,
  );
  return rows;
}
